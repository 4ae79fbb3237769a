// The one door of this package for the other workspaces: what e2e and the benchmarks use to lay out a library,
// fake the metadata sites and fill a catalog database (exported as `@kikoeru/server/tooling`).
export { demoWorks, type SampleWork, writeLibrary } from "../src/cli/sample-library.ts";
export { dataPaths, prepareDataDir } from "../src/config/data-dir.ts";
export { openDatabase } from "../src/db/database.ts";
export { migrateToLatest } from "../src/db/migrator.ts";
export { refreshSearchText } from "../src/library/search-text.repo.ts";
export { createKikoeruDb, insertRows, kikoeruHash } from "./fakes/kikoeru-db.ts";
export { SMALL_PASSWORD, SMALL_USER, smallKikoeru } from "./fakes/kikoeru-small.ts";
export { FakeMetadataServer, fakeWork } from "./fakes/metadata-server.ts";
