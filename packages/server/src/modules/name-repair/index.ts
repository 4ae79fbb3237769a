/** Repair of garbled file and folder names below a work folder: the one door into the module. */
export { NameRepairRepo } from "./name-repair.repo.ts";
export { nameRepairRoutes } from "./name-repair.routes.ts";
export { NameRepairService } from "./name-repair.service.ts";
