import { type CurrentUser, useCurrentUser } from "./api.ts";

/** Administrators may use the admin pages and edit works; with auth off everyone acts as the built-in admin. */
export function isAdmin(me: CurrentUser | undefined): boolean {
  return me !== undefined && (me.auth === false || me.user.group === "administrator");
}

/** Whether the signed-in user is an administrator (false while unknown). */
export function useIsAdmin(): boolean {
  return isAdmin(useCurrentUser().data);
}
