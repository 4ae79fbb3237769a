import { z } from "zod";

/** Error bodies old kikoeru clients read: `{error}` everywhere, `{errors:[…]}` for validation. */
export const errorBodySchema = z.object({ error: z.string() });

export const validationIssueSchema = z.object({
  msg: z.string(),
  param: z.string(),
  location: z.enum(["body", "query", "params", "headers"]),
  value: z.unknown().optional(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const commonMessages = {
  unauthenticated: "No authorization token was found",
  badToken: "登录已失效，请重新登录",
  forbiddenAdmin: "只有管理员能执行此操作.",
  forbiddenGuest: "访客账号只能浏览，不能修改.",
  notFound: "请求的资源不存在",
  invalidJson: "请求体不是有效的 JSON",
  bodyTooLarge: "请求体过大",
  unsupportedMediaType: "不支持的请求体类型",
  nulInBody: "请求体中的文本不能包含 NUL 字符 (\\u0000)",
  serverError: "服务器错误",
  invalidValue: "Invalid value",
} as const;
