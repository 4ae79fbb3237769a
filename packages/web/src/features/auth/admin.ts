import { type CurrentUser, useCurrentUser } from "./api.ts";

/** Administrators may use the admin pages and edit works; with auth off everyone acts as the built-in admin. */
export function isAdmin(me: CurrentUser | undefined): boolean {
  return me !== undefined && (me.auth === false || me.user.group === "administrator");
}

/** Whether the signed-in user is an administrator (false while unknown). */
export function useIsAdmin(): boolean {
  return isAdmin(useCurrentUser().data);
}

/**
 * Whether the user may change anything (rate, mark progress, review, delete history): every signed-in account
 * but guests, who only read (the server answers their writes with 403); with auth off everyone may.
 */
function canWrite(me: CurrentUser | undefined): boolean {
  return me !== undefined && (me.auth === false || me.user.group !== "guest");
}

/** Whether the signed-in user may change anything (false while unknown). */
export function useCanWrite(): boolean {
  return canWrite(useCurrentUser().data);
}
