import type { MessageParam, Said } from "@kikoeru/contract";

/** A failure whose sentence comes from the message catalog, so the scan log can carry its key and params. */
export class SaidError extends Error {
  constructor(readonly said: Said) {
    super(said.message);
  }
}

/** A failure as a scan-log parameter: its catalog sentence when it has one, else its text. */
export function reasonOf(error: unknown): MessageParam {
  return error instanceof SaidError ? error.said : (error as Error).message;
}
