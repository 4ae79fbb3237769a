import { useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api.ts";
import { useAuth } from "./store.ts";

export interface Credentials {
  name: string;
  password: string;
}

export interface CurrentUser {
  user: { name: string; group: string };
  auth: boolean;
}

export function login(credentials: Credentials) {
  return api<{ token: string }>("/auth/me", { method: "POST", body: credentials });
}

/** The signed-in user; refetched whenever the token changes. */
export function useCurrentUser() {
  const token = useAuth((state) => state.token);
  return useQuery({
    queryKey: ["auth", "me", token],
    queryFn: ({ signal }) => api<CurrentUser>("/auth/me", { signal }),
    meta: { quiet: true },
  });
}
