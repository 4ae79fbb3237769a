import type { CoverType } from "@kikoeru/contract";
import { withToken } from "./session.ts";

export function coverUrl(workId: number, type: CoverType = "main"): string {
  return withToken(`/api/cover/${workId}?type=${type}`);
}
