/** Work covers and their derived sizes: the one door into the covers module. */
export { coversRoutes } from "./covers.routes.ts";
export { CoversService } from "./covers.service.ts";
