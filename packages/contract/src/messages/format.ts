/**
 * A sentence said by the server: its catalog key, its parameters and its Chinese text. Socket payloads and
 * scan logs carry all three, so a page can say it in the interface language and fall back to `message`.
 */
export interface Said {
  key: string;
  params?: Record<string, MessageParam>;
  message: string;
}

/** A parameter is a value, or a sentence of its own (a failure's cause) that a page can translate too. */
export type MessageParam = string | number | Said;

/** The `{{name}}` placeholders of a template, the same syntax as the web app's i18next texts. */
export type ParamNames<S extends string> = S extends `${string}{{${infer P}}}${infer Rest}`
  ? P | ParamNames<Rest>
  : never;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Fills a template's placeholders; a missing parameter stays visible rather than turning into "undefined". */
export function fill(template: string, params: Record<string, MessageParam> = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === "object" ? value.message : String(value);
  });
}
