import type { ImportRequest } from "@kikoeru/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import i18n from "i18next";
import { api, apiUrl } from "../../../shared/api.ts";
import { authHeaders } from "../../../shared/session.ts";

const statusKey = ["admin", "import", "status"] as const;
/** The job saves its phase once a second; the page asks as often while it runs. */
const POLL_MS = 1000;

/** The install to import without the root mapping: server paths, or an upload's id. */
export type ImportSource = Omit<ImportRequest, "mapRoot">;

/** POST /api/admin/import/plan: the dry run. */
export function usePlan() {
  return useMutation({ mutationFn: (body: ImportRequest) => api.post("/admin/import/plan", { body }) });
}

/** POST /api/admin/import/run: starts the job; the status query follows it. */
export function useRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportRequest) => api.post("/admin/import/run", { body }),
    onSettled: () => client.invalidateQueries({ queryKey: statusKey }),
  });
}

/** GET /api/admin/import/status, every second while an import runs. */
export function useImportStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => api.get("/admin/import/status", { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.running ? POLL_MS : false),
  });
}

/**
 * Uploads kikoeru's database and config (multipart `db`, `config`) and resolves to the upload's id. XHR rather
 * than fetch: a database of many MB needs an upload progress bar.
 */
export function uploadInstall(
  db: File,
  config: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const form = new FormData();
  form.append("db", db, "db.sqlite3");
  form.append("config", config, "config.json");
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl("/admin/import/upload"));
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { upload?: string; error?: string } | null;
      if (xhr.status === 200 && body?.upload) resolve(body.upload);
      else reject(new Error(body?.error ?? `${xhr.status} ${xhr.statusText}`.trim()));
    };
    xhr.onerror = () => reject(new Error(i18n.t("network.offline")));
    xhr.send(form);
  });
}
