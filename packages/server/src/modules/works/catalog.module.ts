import type { FastifyInstance } from "fastify";
import type { ConfigStore } from "../../config/store.ts";
import type { Database } from "../../db/database.ts";
import { HistoryRepo } from "../history/history.repo.ts";
import { historyRoutes } from "../history/history.routes.ts";
import { HistoryService } from "../history/history.service.ts";
import { LabelsRepo } from "../labels/labels.repo.ts";
import { labelsRoutes } from "../labels/labels.routes.ts";
import { LabelsService } from "../labels/labels.service.ts";
import type { RatingsVersion } from "../reviews/ratings-version.ts";
import { ReviewsRepo } from "../reviews/reviews.repo.ts";
import { reviewsRoutes } from "../reviews/reviews.routes.ts";
import { ReviewsService } from "../reviews/reviews.service.ts";
import { UserRatings } from "./user-ratings.ts";
import { WorkCardsRepo } from "./work-cards.repo.ts";
import { WorkCards } from "./work-cards.ts";
import { WorksRepo } from "./works.repo.ts";
import { worksRoutes } from "./works.routes.ts";
import { WorksService } from "./works.service.ts";

/** Wires and registers the catalog: work lists, search and detail, labels, reviews and play history. */
export async function registerCatalog(
  app: FastifyInstance,
  deps: { database: Database; config: ConfigStore; ratings: RatingsVersion },
): Promise<void> {
  const { db } = deps.database;
  const pageSize = () => deps.config.get().pageSize;
  const repo = new WorksRepo(deps.database);
  const cardsRepo = new WorkCardsRepo(db);
  const cards = new WorkCards(cardsRepo, repo);
  const { ratings } = deps;
  const ratingsVersion = () => ratings.current;
  const stars = new UserRatings({ load: (user) => cardsRepo.ratings(user), ratingsVersion });
  const works = new WorksService({ repo, cards, pageSize, ratingsVersion, stars });
  await app.register(worksRoutes(works));
  await app.register(labelsRoutes(new LabelsService({ repo: new LabelsRepo(db), works, catalog: repo })));
  await app.register(
    reviewsRoutes(
      new ReviewsService({
        repo: new ReviewsRepo(db),
        works,
        cards,
        pageSize,
        ratings,
        catalogVersion: () => repo.version(),
      }),
    ),
  );
  await app.register(historyRoutes(new HistoryService({ repo: new HistoryRepo(db), works, cards })));
}
