import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import i18n from "i18next";
import { authKeys } from "../features/auth/api.ts";
import { isApiError, isTransient } from "../shared/api.ts";
import { notify } from "../shared/notify.ts";

declare module "@tanstack/react-query" {
  interface Register {
    /** `quiet`: the screen shows the error itself, so no notification. */
    queryMeta: { quiet?: boolean };
  }
}

/**
 * One client for the app. Errors follow spec 1 §8: the server's text (ApiError already picked it) is shown
 * as a notification, except 401, which is silent on loads and makes the app re-check the session; when the
 * session is gone RequireAuth takes the user to /login and back afterwards. A load that got no answer (or a
 * 5xx) is tried twice more, then its notice offers to load every failed query again. Queries run even when
 * the browser says it is offline (TanStack's default would hold them, and lists would wait forever): they
 * fail and say so.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiError(error, 401)) {
          // RequireAuth sends the user to /login when GET /api/auth/me answers 401.
          if (query.queryKey[0] !== authKeys.all[0])
            void client.invalidateQueries({ queryKey: authKeys.all });
          return;
        }
        if (query.meta?.quiet) return;
        notify.error(
          error.message,
          isTransient(error)
            ? {
                action: {
                  label: i18n.t("common.retry"),
                  run: () => void client.refetchQueries({ predicate: (q) => q.state.status === "error" }),
                },
              }
            : {},
        );
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isApiError(error, 401)) void client.invalidateQueries({ queryKey: authKeys.all });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: "always",
        retry: (failureCount, error) => failureCount < 2 && (!isApiError(error) || isTransient(error)),
      },
      mutations: { networkMode: "always" },
    },
  });
  return client;
}
