import {
  type ReviewBody,
  type ReviewListQuery,
  type ReviewModeQuery,
  reviewMessages,
} from "@kikoeru/contract";
import { FieldError } from "../../http/errors.ts";
import type { WorkCards } from "../works/work-cards.ts";
import { requireWorkId } from "../works/work-id.ts";
import { presentReviewed } from "../works/works.presenter.ts";
import type { WorksService } from "../works/works.service.ts";
import type { RatingsVersion } from "./ratings-version.ts";
import type { ReviewFields, ReviewsRepo } from "./reviews.repo.ts";

export type ReviewMode = "star" | "progress" | "full";

const isTrue = (flag: string | undefined) => flag === "true" || flag === "1";
const isFalse = (flag: string | undefined) => flag === "false" || flag === "0";

/**
 * kikoeru's query flags: `progressOnly=true` writes only the progress (whatever `starOnly` says — the old
 * server fell back to stars unless `starOnly=false` was sent too), `starOnly=false` writes rating, text and
 * progress, and no flag writes only the stars.
 */
export function reviewMode(query: ReviewModeQuery): ReviewMode {
  if (isTrue(query.progressOnly)) return "progress";
  return isFalse(query.starOnly) ? "full" : "star";
}

/** 0 stars means "no rating". */
const stars = (rating: number | null | undefined) => (rating ? rating : null);

export interface ReviewsServiceDeps {
  repo: ReviewsRepo;
  works: WorksService;
  cards: WorkCards;
  pageSize: () => number;
  ratings: RatingsVersion;
}

/** The caller's ratings, reviews and progress marks. The caller is always the token's user. */
export class ReviewsService {
  constructor(private readonly deps: ReviewsServiceDeps) {}

  /** PUT /api/review; returns the kikoeru success message of the mode. */
  async put(user: string, body: ReviewBody, query: ReviewModeQuery): Promise<string> {
    const workId = requireWorkId(body.work_id, "body");
    const mode = reviewMode(query);
    let fields: ReviewFields;
    if (mode === "progress") fields = { progress: body.progress ?? null };
    else if (mode === "star") {
      if (body.rating === undefined) throw new FieldError(400, "rating", reviewMessages.ratingRequired);
      fields = { rating: stars(body.rating) };
    } else {
      fields = {
        rating: stars(body.rating),
        review_text: body.review_text?.trim() ? body.review_text : null,
        progress: body.progress ?? null,
      };
    }
    await this.deps.works.assertVisible(workId);
    await this.deps.repo.save(user, workId, fields);
    this.deps.ratings.bump();
    return mode === "progress" ? reviewMessages.progressUpdated : reviewMessages.rated;
  }

  /** DELETE /api/review: removes the caller's rating, text and progress mark together. */
  async delete(user: string, rawWorkId: string): Promise<void> {
    await this.deps.repo.delete(user, requireWorkId(rawWorkId, "query"));
    this.deps.ratings.bump();
  }

  /** GET /api/review: the caller's marked works, optionally only those with one progress value. */
  async list(user: string, query: ReviewListQuery) {
    const pageSize = query.pageSize ?? this.deps.pageSize();
    const page = Math.max(1, query.page ?? 1);
    const progress = query.filter ?? null;
    const totalCount = await this.deps.repo.count(user, progress);
    const offset = (page - 1) * pageSize;
    const ids =
      offset < totalCount
        ? await this.deps.repo.pageIds(user, progress, query.order ?? "updated_at", query.sort ?? "desc", {
            offset,
            limit: pageSize,
          })
        : [];
    const cards = await this.deps.cards.load(ids, user);
    return {
      works: cards.map((card) => presentReviewed(card, user)),
      pagination: { currentPage: page, pageSize, totalCount },
    };
  }
}
