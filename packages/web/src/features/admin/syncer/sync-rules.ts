/** The syncer form's rules (spec 1 §5) and the kikoeru client's default request templates. */

export const DEFAULT_META_TEMPLATE = "/api/workInfo/{code_for_the_work}";
export const DEFAULT_TRACK_TEMPLATE = "/api/tracks/{code_for_the_work}";

const WORK_CODE = /^[A-Za-z]{2}(\d{6}|\d{8})$/;

export interface SyncForm {
  rootFolderName: string;
  host: string;
  metaApi: string;
  trackApi: string;
  code: string;
}

/** i18n keys under `syncer.errors`. */
export type SyncFieldError =
  | "folderRequired"
  | "hostRequired"
  | "hostInvalid"
  | "codeInvalid"
  | "templateRequired";

/** The address as it is sent: trimmed, trailing slashes removed. */
export function normaliseHost(host: string): string {
  return host.trim().replace(/\/+$/, "");
}

/** The work code as it is sent: trimmed and upper-cased. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.host !== "";
  } catch {
    return false;
  }
}

/** Folder chosen, host an http(s) address, both templates present, code two letters plus 6 or 8 digits. */
export function validateSyncForm(form: SyncForm): Partial<Record<keyof SyncForm, SyncFieldError>> {
  const errors: Partial<Record<keyof SyncForm, SyncFieldError>> = {};
  const host = normaliseHost(form.host);
  if (!form.rootFolderName) errors.rootFolderName = "folderRequired";
  if (!host) errors.host = "hostRequired";
  else if (!isHttpUrl(host)) errors.host = "hostInvalid";
  if (!form.metaApi.trim()) errors.metaApi = "templateRequired";
  if (!form.trackApi.trim()) errors.trackApi = "templateRequired";
  if (!WORK_CODE.test(form.code.trim())) errors.code = "codeInvalid";
  return errors;
}
