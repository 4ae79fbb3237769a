// User groups and name/password limits without zod, so the web app can use them without bundling zod.

export const GROUPS = ["administrator", "user", "guest"] as const;
export type Group = (typeof GROUPS)[number];
/** Groups an administrator may give to a new user (spec 1 §3). */
export const CREATABLE_GROUPS = ["user", "guest"] as const;

export const MIN_NAME_LENGTH = 5;
export const MIN_PASSWORD_LENGTH = 5;
export const MAX_NAME_LENGTH = 64;
export const MAX_PASSWORD_LENGTH = 256;
