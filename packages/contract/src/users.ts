import { z } from "zod";
import { message } from "./messages/index.ts";
import {
  CREATABLE_GROUPS,
  GROUPS,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
} from "./user-limits.ts";

export const userMessages = {
  nameTooShort: message("users.nameTooShort", { min: MIN_NAME_LENGTH }),
  nameTooLong: message("users.nameTooLong", { max: MAX_NAME_LENGTH }),
  passwordTooShort: message("users.passwordTooShort", { min: MIN_PASSWORD_LENGTH }),
  passwordTooLong: message("users.passwordTooLong", { max: MAX_PASSWORD_LENGTH }),
  badGroup: message("users.badGroup"),
  wrongCredentials: message("users.wrongCredentials"),
  duplicateName: message("users.duplicateName"),
  created: (name: string) => message("users.created", { name }),
  passwordChanged: message("users.passwordChanged"),
  deleted: message("users.deleted"),
  onlyAdminCreates: message("users.onlyAdminCreates"),
  onlyAdminDeletes: message("users.onlyAdminDeletes"),
  onlyAdminLists: message("users.onlyAdminLists"),
  onlySelfPassword: message("users.onlySelfPassword"),
  cannotDeleteAdmin: message("users.cannotDeleteAdmin"),
  cannotDeleteSelf: message("users.cannotDeleteSelf"),
  unknownUser: (name: string) => message("users.unknownUser", { name }),
  usersRequired: message("users.usersRequired"),
  tooManyAttempts: (seconds: number) => message("users.tooManyAttempts", { seconds }),
  oldPasswordRequired: message("users.oldPasswordRequired"),
  wrongOldPassword: message("users.wrongOldPassword"),
  tooManyPasswordGuesses: (seconds: number) => message("users.tooManyPasswordGuesses", { seconds }),
} as const;

const name = z
  .string({ error: userMessages.nameTooShort })
  .min(MIN_NAME_LENGTH, { error: userMessages.nameTooShort })
  .max(MAX_NAME_LENGTH, { error: userMessages.nameTooLong });
const password = z
  .string({ error: userMessages.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, { error: userMessages.passwordTooShort })
  .max(MAX_PASSWORD_LENGTH, { error: userMessages.passwordTooLong });

export const loginBodySchema = z.object({ name, password });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const createUserBodySchema = z.object({
  name,
  password,
  group: z.enum(CREATABLE_GROUPS, { error: userMessages.badGroup }).default("user"),
});

/** `oldPassword` is required when changing one's own password; an administrator changing another account omits it. */
export const changePasswordBodySchema = z.object({
  name,
  newPassword: password,
  oldPassword: z
    .string({ error: userMessages.oldPasswordRequired })
    .max(MAX_PASSWORD_LENGTH, { error: userMessages.passwordTooLong })
    .optional(),
});

export const deleteUsersBodySchema = z.object({
  users: z
    .array(z.object({ name: z.string({ error: userMessages.usersRequired }) }).passthrough(), {
      error: userMessages.usersRequired,
    })
    .min(1, { error: userMessages.usersRequired })
    .max(1000),
});

export const userSchema = z.object({ name: z.string(), group: z.enum(GROUPS) });
export type User = z.infer<typeof userSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
export const meResponseSchema = z.object({ user: userSchema, auth: z.boolean() });
export const usersResponseSchema = z.object({ users: z.array(userSchema) });
export const messageResponseSchema = z.object({ message: z.string() });
