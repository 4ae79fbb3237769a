import { parseWorkIdParam, reviewMessages } from "@kikoeru/contract";
import { errors } from "../../http/errors.ts";

/** A `work_id` parameter (number, numeric string or code) as a work id; 400 `{errors}` naming it otherwise. */
export function requireWorkId(value: number | string, location: "body" | "query"): number {
  const id = parseWorkIdParam(String(value));
  if (id !== null) return id;
  throw errors.workIdInvalid(reviewMessages.badWorkId, location, value);
}
