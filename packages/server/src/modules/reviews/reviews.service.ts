import {
  type ReviewBody,
  type ReviewListQuery,
  type ReviewModeQuery,
  reviewMessages,
} from "@kikoeru/contract";
import { FieldError } from "../../http/errors.ts";
import { VersionedCache } from "../works/versioned-cache.ts";
import type { ReviewRow } from "../works/work-cards.repo.ts";
import type { WorkCards } from "../works/work-cards.ts";
import { requireWorkId } from "../works/work-id.ts";
import { presentReviewedPageJson } from "../works/works.presenter.ts";
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
  /** The catalog version: marked works that go missing leave the list. */
  catalogVersion: () => Promise<number>;
}

/** Pages of marks (and their count) kept until anyone's marks or the catalog change. */
const PAGE_CACHE_ENTRIES = 500;

/** The caller's ratings, reviews and progress marks. The caller is always the token's user. */
export class ReviewsService {
  private readonly pages = new VersionedCache<{ totalCount: number; marks: ReviewRow[] }>(PAGE_CACHE_ENTRIES);

  constructor(private readonly deps: ReviewsServiceDeps) {}

  /** PUT /api/review; returns the kikoeru success message of the mode. */
  async put(user: string, body: ReviewBody, query: ReviewModeQuery): Promise<string> {
    const workId = requireWorkId(body.work_id, "body");
    const mode = reviewMode(query);
    let fields: ReviewFields;
    // Stars are written in both other modes; `rating` must be sent (null clears it), never lost by omission.
    if (mode !== "progress" && body.rating === undefined) {
      throw new FieldError(400, "rating", reviewMessages.ratingRequired);
    }
    if (mode === "progress") fields = { progress: body.progress ?? null };
    else if (mode === "star") fields = { rating: stars(body.rating) };
    else {
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

  /** GET /api/review as UTF-8 JSON: the caller's marked works, optionally only those with one progress value. */
  async listJson(user: string, query: ReviewListQuery): Promise<Buffer> {
    const { repo } = this.deps;
    const pageSize = query.pageSize ?? this.deps.pageSize();
    const page = Math.max(1, query.page ?? 1);
    const progress = query.filter ?? null;
    const order = query.order ?? "updated_at";
    const direction = query.sort ?? "desc";
    const version = await this.deps.catalogVersion();
    const key = JSON.stringify([version, user, progress, order, direction, page, pageSize]);
    const { totalCount, marks } = await this.pages.get(this.deps.ratings.current, key, async () => {
      const totalCount = await repo.count(user, progress);
      const offset = (page - 1) * pageSize;
      const window = { offset, limit: pageSize };
      const marks = offset < totalCount ? await repo.page(user, progress, order, direction, window) : [];
      return { totalCount, marks };
    });
    const cards = await this.deps.cards.catalogCards(
      marks.map((mark) => mark.work_id),
      version,
    );
    const byWork = new Map(marks.map((mark) => [mark.work_id, mark]));
    return presentReviewedPageJson(cards, byWork, user, { currentPage: page, pageSize, totalCount });
  }
}
