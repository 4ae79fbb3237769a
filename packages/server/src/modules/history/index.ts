/** Play history: the one door into the history module. */
export { HistoryRepo } from "./history.repo.ts";
export { historyRoutes } from "./history.routes.ts";
export { HistoryService } from "./history.service.ts";
