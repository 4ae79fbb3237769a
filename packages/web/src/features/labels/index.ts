/** What other features use of the label lists: the list of circles, tags or voice actors. */
export { useLabels } from "./api.ts";
