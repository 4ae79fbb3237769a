/** Work lists, search and the work page: the one door into the works module. */
export { WorksRepo } from "./works.repo.ts";
export { worksRoutes } from "./works.routes.ts";
export { WorksService } from "./works.service.ts";
