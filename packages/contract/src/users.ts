import { z } from "zod";
import {
  CREATABLE_GROUPS,
  GROUPS,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
} from "./user-limits.ts";

export const userMessages = {
  nameTooShort: `用户名长度至少为 ${MIN_NAME_LENGTH}`,
  nameTooLong: `用户名长度不能超过 ${MAX_NAME_LENGTH}`,
  passwordTooShort: `密码长度至少为 ${MIN_PASSWORD_LENGTH}`,
  passwordTooLong: `密码长度不能超过 ${MAX_PASSWORD_LENGTH}`,
  badGroup: "用户组名称必须为 ['user', 'guest'] 的一个.",
  wrongCredentials: "用户名或密码错误.",
  duplicateName: "该名称已存在，用户名不能重复",
  created: (name: string) => `用户 ${name} 创建成功.`,
  passwordChanged: "密码修改成功.",
  deleted: "删除成功.",
  onlyAdminCreates: "只有管理员能创建新用户.",
  onlyAdminDeletes: "只有管理员能删除用户.",
  onlyAdminLists: "只有管理员能浏览用户.",
  onlySelfPassword: "只能修改自己账号的密码.",
  cannotDeleteAdmin: "不能删除内置的管理员账号.",
  cannotDeleteSelf: "不能删除当前登录的账号.",
  unknownUser: (name: string) => `用户 ${name} 不存在.`,
  usersRequired: "请选择要删除的用户",
  tooManyAttempts: (seconds: number) => `登录尝试次数过多，请在 ${seconds} 秒后再试.`,
  oldPasswordRequired: "修改自己的密码需要提供当前密码 (oldPassword).",
  wrongOldPassword: "当前密码错误.",
  tooManyPasswordGuesses: (seconds: number) => `当前密码错误次数过多，请在 ${seconds} 秒后再试.`,
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
