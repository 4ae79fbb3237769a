/**
 * The fields a metadata edit can lock: scans and metadata refreshes leave a locked field as the administrator
 * set it. No zod: the web app may import it.
 */
export const EDITABLE_FIELDS = ["title", "circle", "tags", "vas"] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
