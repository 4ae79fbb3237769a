import type { AdminConfig, User } from "@kikoeru/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api.ts";

export const adminConfigKey = ["admin", "config"] as const;
export const usersKey = ["admin", "users"] as const;

export interface SaveConfigResponse {
  message: string;
  restartRequired: string[];
}

/** GET /api/config/admin: the whole admin configuration. */
export function useAdminConfig() {
  return useQuery({
    queryKey: adminConfigKey,
    queryFn: ({ signal }) => api<{ config: AdminConfig }>("/config/admin", { signal }),
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
    mutationFn: (config: Partial<AdminConfig>) =>
      api<SaveConfigResponse>("/config/admin", { method: "PUT", body: { config } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminConfigKey }),
  });
}

/** GET /api/credentials/users; a 401 stays silent (the session check takes over). */
export function useUsers(enabled: boolean) {
  return useQuery({
    queryKey: usersKey,
    queryFn: ({ signal }) => api<{ users: User[] }>("/credentials/users", { signal }),
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
  return api<{ message: string }>("/credentials/user", { method: "POST", body: user });
}

export function deleteUsers(names: string[]) {
  return api<{ message: string }>("/credentials/user", {
    method: "DELETE",
    body: { users: names.map((name) => ({ name })) },
  });
}

/**
 * PUT /api/credentials/user for one's own account: the server checks `oldPassword` (an administrator resetting
 * another account would omit it).
 */
export function changePassword(name: string, oldPassword: string, newPassword: string) {
  return api<{ message: string }>("/credentials/user", {
    method: "PUT",
    body: { name, oldPassword, newPassword },
  });
}

export interface VersionInfo {
  current: string;
  latest_stable: string | null;
  latest_release: string | null;
  update_available: boolean;
  notifyUser: boolean;
  lockFileExists: boolean;
  lockReason: string | null;
}

export function fetchVersion() {
  return api<VersionInfo>("/version");
}
