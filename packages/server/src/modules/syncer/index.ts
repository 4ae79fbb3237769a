/** The syncer (issue #15): pulls works from another server of our kind or kikoeru's; the one door in. */
export { registerSyncer } from "./syncer.module.ts";
