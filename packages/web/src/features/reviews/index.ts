/** Ratings, reviews and progress marks: the dialog, the mutation and the progress values. */
export { usePutReview } from "./api.ts";
export { isProgress, progressKey, progressValues } from "./progress.ts";
export { ReviewDialog } from "./ReviewDialog.tsx";
