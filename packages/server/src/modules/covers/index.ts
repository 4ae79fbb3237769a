/** Work covers, their derived sizes and their edits: the one door into the covers module. */
export { CoverEditsRepo } from "./cover-edits.repo.ts";
export { coverEditsRoutes } from "./cover-edits.routes.ts";
export { CoverEditsService } from "./cover-edits.service.ts";
export { coversRoutes } from "./covers.routes.ts";
export { CoversService } from "./covers.service.ts";
