/** What other features use of the search: the advanced search bar and the text folding of its matching. */
export { AdvancedSearchBar } from "./AdvancedSearchBar.tsx";
export { fold } from "./terms.ts";
