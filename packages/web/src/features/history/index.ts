/** What other features use of the play history: the list, its deletion and a work's saved position. */
export { type HistoryWork, useDeleteHistory, useHistory } from "./api.ts";
export { readPlayState } from "./play-state.ts";
