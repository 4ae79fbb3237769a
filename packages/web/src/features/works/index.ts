/**
 * What other features use of the works list: label and DLsite links, the pieces of a work card (the age
 * badge among them) and the search terms of a list. The page itself stays out, so that importing this never
 * pulls it into a chunk.
 */
export { AgeBadge } from "./components/AgeBadge.tsx";
export { CoverOverlays } from "./components/CoverOverlays.tsx";
export { LabelLinks } from "./components/LabelLinks.tsx";
export { RatingDistribution } from "./components/RatingSummary.tsx";
export { WorkRowTitle } from "./components/WorkRowTitle.tsx";
export { dlsiteUrl, labelHref } from "./links.ts";
export { type SearchTerm, termsParam } from "./source.ts";
