import type { AdminConfig } from "@kikoeru/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api.ts";

/** Query keys of the admin pages. */
export const adminKeys = {
  config: ["admin", "config"] as const,
  users: ["admin", "users"] as const,
  scannerStatus: ["admin", "scanner", "status"] as const,
};

/** GET /api/config/admin: the whole admin configuration. */
export function useAdminConfig() {
  return useQuery({
    queryKey: adminKeys.config,
    queryFn: ({ signal }) => api.get("/config/admin", { signal }),
    select: (data) => data.config,
    staleTime: 0,
  });
}

/**
 * PUT /api/config/admin. The server merges and validates the whole object; on success the cached config
 * is replaced with what was sent so every admin page shows the saved values without another round trip.
 */
export function useSaveConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (config: Partial<AdminConfig>) => api.put("/config/admin", { body: { config } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.config }),
  });
}

/** GET /api/credentials/users; a 401 stays silent (the session check takes over). */
export function useUsers(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.users,
    queryFn: ({ signal }) => api.get("/credentials/users", { signal }),
    select: (data) => data.users,
    enabled,
  });
}

export interface NewUser {
  name: string;
  password: string;
  group: "user" | "guest";
}

export function createUser(user: NewUser) {
  return api.post("/credentials/user", { body: user });
}

export function deleteUsers(names: string[]) {
  return api.delete("/credentials/user", { body: { users: names.map((name) => ({ name })) } });
}

/**
 * PUT /api/credentials/user for one's own account: the server checks `oldPassword` (an administrator resetting
 * another account would omit it).
 */
export function changePassword(name: string, oldPassword: string, newPassword: string) {
  return api.put("/credentials/user", { body: { name, oldPassword, newPassword } });
}

/** GET /api/lyric/builtin-worker: the answering instance's built-in worker, polled while the page is open. */
export function useBuiltinWorker() {
  return useQuery({
    queryKey: ["admin", "builtin-worker"] as const,
    queryFn: ({ signal }) => api.get("/lyric/builtin-worker", { signal }),
    refetchInterval: 5_000,
  });
}
