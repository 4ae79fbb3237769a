import type { CoverEditResponse } from "@kikoeru/contract";
import { api, apiUrl } from "../../../shared/api.ts";
import { useCoverVersions } from "../../../shared/media.ts";
import { authHeaders } from "../../../shared/session.ts";
import type { EditorCoverType } from "./crop.ts";

/** The text of a refused edit: kikoeru's `message`, else our `error`, else the status line. */
function refusal(body: unknown, statusLine: string): string {
  const { message, error } = (typeof body === "object" && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  return typeof message === "string" ? message : typeof error === "string" ? error : statusLine;
}

/** Uploads a cover as kikoeru's client does (multipart `file` = `img.jpg`, `type`); throws the reason. */
export async function uploadCover(workId: number, type: EditorCoverType, image: Blob): Promise<void> {
  const form = new FormData();
  form.append("type", type);
  form.append("file", image, "img.jpg");
  const response = await fetch(apiUrl("/edit/img/:id", { id: workId }), {
    method: "POST",
    headers: authHeaders(),
    body: form,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || (body as CoverEditResponse | null)?.success !== true) {
    throw new Error(refusal(body, `${response.status} ${response.statusText}`.trim()));
  }
  useCoverVersions.getState().bump(workId);
}

/** Puts the original cover of `type` back; `success:false` when there was none to put back. */
export async function recoverCover(workId: number, type: EditorCoverType): Promise<CoverEditResponse> {
  const result = await api.post("/edit/recover/img/:id", { params: { id: String(workId) }, body: { type } });
  if (result.success) useCoverVersions.getState().bump(workId);
  return result;
}
