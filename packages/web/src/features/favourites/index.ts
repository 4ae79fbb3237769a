/** What other features use of the favourites: the query keys a changed mark refreshes. */
export { favouritesKeys } from "./api.ts";
