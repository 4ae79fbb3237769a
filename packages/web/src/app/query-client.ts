import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { authKeys } from "../features/auth/api.ts";
import { isApiError } from "../shared/api.ts";
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
 * session is gone RequireAuth takes the user to /login and back afterwards.
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
        if (!query.meta?.quiet) notify.error(error.message);
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
        retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status < 500),
      },
    },
  });
  return client;
}
