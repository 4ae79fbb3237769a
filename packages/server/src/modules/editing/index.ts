/** Metadata edits and tag uncensoring (issue #14): the one door into the editing module. */
export { EditingRepo } from "./editing.repo.ts";
export { editingRoutes } from "./editing.routes.ts";
export { EditingService } from "./editing.service.ts";
export { UncensorRepo } from "./uncensor.repo.ts";
export { UncensorService } from "./uncensor.service.ts";
