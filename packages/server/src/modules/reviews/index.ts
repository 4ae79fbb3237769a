/** The caller's ratings, reviews and progress marks: the one door into the reviews module. */
export { ReviewsRepo } from "./reviews.repo.ts";
export { reviewsRoutes } from "./reviews.routes.ts";
export { ReviewsService } from "./reviews.service.ts";
