import { z } from "zod";
import { ERROR_CODES } from "./error-codes.ts";
import { message } from "./messages/index.ts";

/**
 * Error bodies old kikoeru clients read: `{error}` everywhere, `{errors:[…]}` for validation; `code` is our
 * addition, the error's stable name (docs/errors.md).
 */
export const errorBodySchema = z.object({ error: z.string(), code: z.enum(ERROR_CODES).optional() });

export const validationIssueSchema = z.object({
  msg: z.string(),
  param: z.string(),
  location: z.enum(["body", "query", "params", "headers"]),
  value: z.unknown().optional(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** The texts of the HTTP layer, from the message catalog (contract/src/messages). */
export const commonMessages = {
  unauthenticated: message("common.unauthenticated"),
  badToken: message("common.badToken"),
  forbiddenAdmin: message("common.forbiddenAdmin"),
  forbiddenGuest: message("common.forbiddenGuest"),
  notFound: message("common.notFound"),
  invalidJson: message("common.invalidJson"),
  bodyTooLarge: message("common.bodyTooLarge"),
  unsupportedMediaType: message("common.unsupportedMediaType"),
  nulInBody: message("common.nulInBody"),
  serverError: message("common.serverError"),
  invalidValue: message("common.invalidValue"),
} as const;
