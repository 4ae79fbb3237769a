import type { CurrentUser } from "../auth/index.ts";

/** Administrators may use the admin pages; with auth off everyone acts as the built-in admin. */
export function isAdmin(me: CurrentUser | undefined): boolean {
  return me !== undefined && (me.auth === false || me.user.group === "administrator");
}
