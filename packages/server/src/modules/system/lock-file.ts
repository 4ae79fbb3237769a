import { message } from "@kikoeru/contract";
import { readFileIfExists } from "../../config/files.ts";

const DEFAULT_REASON = message("system.upgradePending");

/** The upgrade lock (reference §4.7): present while a data fix is pending; its JSON may carry a `reason`. */
export async function readLock(file: string): Promise<{ reason: string } | null> {
  const text = await readFileIfExists(file);
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as { reason?: unknown };
    return {
      reason: typeof parsed.reason === "string" && parsed.reason !== "" ? parsed.reason : DEFAULT_REASON,
    };
  } catch {
    return { reason: DEFAULT_REASON };
  }
}
