import type { ApiResponse, LoginBody } from "@kikoeru/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api.ts";
import { useSession } from "../../shared/session.ts";

export type Credentials = LoginBody;
export type CurrentUser = ApiResponse<"GET /auth/me">;

/** Query keys of the session: `all` is what a 401 anywhere re-checks. */
export const authKeys = {
  all: ["auth", "me"] as const,
  me: (token: string) => [...authKeys.all, token] as const,
};

export function login(credentials: Credentials) {
  return api.post("/auth/me", { body: credentials });
}

/** GET /api/auth/me for a token, as a query (also started early, before the first render). */
export function currentUserQuery(token: string) {
  return queryOptions({
    queryKey: authKeys.me(token),
    queryFn: ({ signal }) => api.get("/auth/me", { signal }),
    meta: { quiet: true },
  });
}

/** The signed-in user; refetched whenever the token changes. */
export function useCurrentUser() {
  const token = useSession((state) => state.token);
  return useQuery(currentUserQuery(token));
}
