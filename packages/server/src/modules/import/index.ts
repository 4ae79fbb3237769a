/** Moving a kikoeru-express installation in (`npm run import`): the one door into the module. */

export { ImportRepo } from "./import.repo.ts";
export { type ImportOptions, ImportService } from "./import.service.ts";
export { IMPORT_KINDS, type ImportKind } from "./import-report.ts";
export { SourceError as ImportRefusal } from "./kikoeru-source.repo.ts";
