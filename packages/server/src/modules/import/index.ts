/** Moving a kikoeru-express installation in (`npm run import` and the admin page): the one door into the module. */

export { registerImport } from "./import.module.ts";
export { ImportRepo } from "./import.repo.ts";
export { type ImportOptions, ImportService } from "./import.service.ts";
export { IMPORT_KINDS, type ImportKind } from "./import-report.ts";
export { writeReportFile } from "./import-summary.ts";
export { SourceError as ImportRefusal } from "./kikoeru-source.repo.ts";
