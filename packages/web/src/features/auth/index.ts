/** What other features use of auth: the signed-in user and the login redirect. */
export { type CurrentUser, useCurrentUser } from "./api.ts";
export { loginPath } from "./redirect.ts";
