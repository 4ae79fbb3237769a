/**
 * The catalog read model, the one door into it: pages of works, work cards (their catalog part cached as
 * JSON bytes per catalog version), the callers' stars, the cache versions kept in the database, and the
 * pieces other modules splice their answers from.
 */
export {
  type CatalogCard,
  formatTime,
  leadingFields,
  playState,
  presentWork,
  userMarks,
  type WorkCard,
} from "./card-json.ts";
export type { PageWindow } from "./catalog.repo.ts";
export { type Catalog, createCatalog } from "./catalog.ts";
export type { ListScope, SearchPlan, SearchTerm } from "./catalog-query.ts";
export { presentWorksPageJson, type WorksPage } from "./page-json.ts";
export type { ReviewRow } from "./work-cards.repo.ts";
export { requireWorkId } from "./work-id.ts";
