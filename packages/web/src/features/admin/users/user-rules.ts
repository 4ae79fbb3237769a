import { MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH, type User } from "@kikoeru/contract";

/** i18n keys under `admin.users.errors`; the Chinese texts are spec 1 §5's. */
export type UserFieldError =
  | "nameTooShort"
  | "duplicateName"
  | "passwordTooShort"
  | "passwordMismatch"
  | "currentPasswordRequired";

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/**
 * The current password is required (the server refuses a change of one's own password without it); new password
 * at least 5 characters; confirmation at least 5 and equal (spec 1 §5).
 */
export function validatePasswordChange(
  form: PasswordForm,
): Partial<Record<keyof PasswordForm, UserFieldError>> {
  const errors: Partial<Record<keyof PasswordForm, UserFieldError>> = {};
  if (form.oldPassword === "") errors.oldPassword = "currentPasswordRequired";
  if (form.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = "passwordTooShort";
  if (form.confirm.length < MIN_PASSWORD_LENGTH) errors.confirm = "passwordTooShort";
  else if (form.confirm !== form.newPassword) errors.confirm = "passwordMismatch";
  return errors;
}

export interface NewUserForm {
  name: string;
  password: string;
}

/** Name at least 5 and not taken, password at least 5 (spec 1 §5). */
export function validateNewUser(
  users: readonly User[],
  form: NewUserForm,
): Partial<Record<keyof NewUserForm, UserFieldError>> {
  const errors: Partial<Record<keyof NewUserForm, UserFieldError>> = {};
  if (form.name.length < MIN_NAME_LENGTH) errors.name = "nameTooShort";
  else if (users.some((user) => user.name === form.name)) errors.name = "duplicateName";
  if (form.password.length < MIN_PASSWORD_LENGTH) errors.password = "passwordTooShort";
  return errors;
}

export type SortColumn = "name" | "group";
export interface Sort {
  column: SortColumn;
  direction: "asc" | "desc";
}

/** Clicking a column sorts by it ascending; clicking it again flips the direction. */
export function nextSort(current: Sort | null, column: SortColumn): Sort {
  if (current?.column === column) return { column, direction: current.direction === "asc" ? "desc" : "asc" };
  return { column, direction: "asc" };
}

export function sortUsers(users: readonly User[], sort: Sort | null): User[] {
  if (!sort) return [...users];
  const factor = sort.direction === "asc" ? 1 : -1;
  return [...users].sort(
    (a, b) => factor * (a[sort.column].localeCompare(b[sort.column]) || a.name.localeCompare(b.name)),
  );
}

/** Administrators cannot be deleted (the server refuses), so they cannot be selected either. */
export function isSelectable(user: User): boolean {
  return user.group !== "administrator";
}

/** The header checkbox: all selectable rows selected, some, or none. */
export function selectionState(
  users: readonly User[],
  selected: ReadonlySet<string>,
): "all" | "some" | "none" {
  const selectable = users.filter(isSelectable);
  const count = selectable.filter((user) => selected.has(user.name)).length;
  if (count === 0) return "none";
  return count === selectable.length ? "all" : "some";
}

/** The header checkbox's click: select every selectable row, or clear when all are selected. */
export function toggleAll(users: readonly User[], selected: ReadonlySet<string>): Set<string> {
  return selectionState(users, selected) === "all"
    ? new Set()
    : new Set(users.filter(isSelectable).map((user) => user.name));
}

/** Keeps only names still in the list (after a reload some may be gone). */
export function pruneSelection(users: readonly User[], selected: ReadonlySet<string>): Set<string> {
  return new Set(users.filter((user) => selected.has(user.name)).map((user) => user.name));
}
