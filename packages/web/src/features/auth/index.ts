/** What other features use of auth: the signed-in user and the login redirect. */
export { isAdmin, useCanWrite, useIsAdmin } from "./admin.ts";
export { useCurrentUser } from "./api.ts";
export { loginPath } from "./redirect.ts";
