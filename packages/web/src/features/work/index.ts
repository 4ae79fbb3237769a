/** What other features use of the work page: the query keys a changed mark refreshes. */
export { workKeys } from "./api.ts";
