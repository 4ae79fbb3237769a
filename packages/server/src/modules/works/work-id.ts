import { parseWorkIdParam, reviewMessages } from "@kikoeru/contract";
import { AppError } from "../../http/errors.ts";

/** A `work_id` parameter (number, numeric string or code) as a work id; 400 `{errors}` naming it otherwise. */
export function requireWorkId(value: number | string, location: "body" | "query"): number {
  const id = parseWorkIdParam(String(value));
  if (id !== null) return id;
  const msg = reviewMessages.badWorkId;
  throw new AppError(400, msg, { errors: [{ msg, param: "work_id", location, value }] });
}
