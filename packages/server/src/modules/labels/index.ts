/** Circles, tags and voice actors: the one door into the labels module. */
export { LabelsRepo } from "./labels.repo.ts";
export { labelsRoutes } from "./labels.routes.ts";
export { LabelsService } from "./labels.service.ts";
