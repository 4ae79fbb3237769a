import type { i18n as I18n } from "i18next";

/** A sentence as the server sends it: the Chinese `message`, and (from this server) its catalog key and params. */
export interface ServerLine {
  message: string;
  key?: string | undefined;
  params?: Record<string, unknown> | undefined;
}

const isLine = (value: unknown): value is ServerLine =>
  typeof value === "object" && value !== null && typeof (value as ServerLine).message === "string";

/**
 * The sentence in the interface language when the admin texts translate its key, else the server's Chinese
 * text (older servers send no key; a key this build does not know stays Chinese). A parameter that is a
 * sentence of its own (a failure's cause) is translated the same way.
 */
export function serverText(i18n: I18n, line: ServerLine): string {
  const path = `admin.serverMessages.${line.key}`;
  if (!line.key || !i18n.exists(path)) return line.message;
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(line.params ?? {})) {
    params[name] = isLine(value) ? serverText(i18n, value) : value;
  }
  // The key comes from the server at run time, so it cannot be one of the typed literal keys.
  const translate = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return translate(path, params);
}
