import {
  type Pagination,
  type ReviewBody,
  type ReviewListQuery,
  type ReviewModeQuery,
  reviewMessages,
} from "@kikoeru/contract";
import { VersionedLoads } from "../../cache.ts";
import { errors } from "../../http/errors.ts";
import { type Catalog, type CatalogCard, type ReviewRow, requireWorkId } from "../catalog/index.ts";
import type { ReviewFields, ReviewsRepo } from "./reviews.repo.ts";

export type ReviewMode = "star" | "progress" | "full";

const isTrue = (flag: string | undefined) => flag === "true" || flag === "1";
const isFalse = (flag: string | undefined) => flag === "false" || flag === "0";

/**
 * kikoeru's query flags: `progressOnly=true` writes only the progress (whatever `starOnly` says — the old
 * server fell back to stars unless `starOnly=false` was sent too), `starOnly=false` writes rating, text and
 * progress, and no flag writes only the stars.
 */
function reviewMode(query: ReviewModeQuery): ReviewMode {
  if (isTrue(query.progressOnly)) return "progress";
  return isFalse(query.starOnly) ? "full" : "star";
}

/** 0 stars means "no rating". */
const stars = (rating: number | null | undefined) => (rating ? rating : null);

export interface ReviewsServiceDeps {
  repo: ReviewsRepo;
  catalog: Catalog;
  pageSize: () => number;
}

/** One page of the caller's marks: the marked works' cards in list order, the mark of each by work. */
export interface ReviewedPage {
  cards: readonly CatalogCard[];
  marks: ReadonlyMap<number, ReviewRow>;
  pagination: Pagination;
}

/**
 * Pages of marks (and their count) kept until anyone's marks (the ratings version) or the catalog (marked
 * works that go missing leave the list) change.
 */
const PAGE_CACHE_ENTRIES = 500;

/** The caller's ratings, reviews and progress marks. The caller is always the token's user. */
export class ReviewsService {
  private readonly pages = new VersionedLoads<string, { totalCount: number; marks: ReviewRow[] }>(
    PAGE_CACHE_ENTRIES,
  );

  constructor(private readonly deps: ReviewsServiceDeps) {}

  /** PUT /api/review; returns the kikoeru success message of the mode. */
  async put(user: string, body: ReviewBody, query: ReviewModeQuery): Promise<string> {
    const workId = requireWorkId(body.work_id, "body");
    const mode = reviewMode(query);
    let fields: ReviewFields;
    // Stars are written in both other modes; `rating` must be sent (null clears it), never lost by omission.
    if (mode !== "progress" && body.rating === undefined) {
      throw errors.ratingRequired();
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
    await this.deps.catalog.assertVisible(workId);
    await this.deps.repo.save(user, workId, fields);
    return mode === "progress" ? reviewMessages.progressUpdated : reviewMessages.rated;
  }

  /** DELETE /api/review: removes the caller's rating, text and progress mark together. */
  async delete(user: string, rawWorkId: string): Promise<void> {
    await this.deps.repo.delete(user, requireWorkId(rawWorkId, "query"));
  }

  /** GET /api/review: the caller's marked works, optionally only those with one progress value. */
  async list(user: string, query: ReviewListQuery): Promise<ReviewedPage> {
    const { repo } = this.deps;
    const pageSize = query.pageSize ?? this.deps.pageSize();
    const page = Math.max(1, query.page ?? 1);
    const progress = query.filter ?? null;
    const order = query.order ?? "updated_at";
    const direction = query.sort ?? "desc";
    const versions = await this.deps.catalog.versions();
    const key = JSON.stringify([versions.catalog, user, progress, order, direction, page, pageSize]);
    const { totalCount, marks } = await this.pages.get(versions.ratings, key, async () => {
      const totalCount = await repo.count(user, progress);
      const offset = (page - 1) * pageSize;
      const window = { offset, limit: pageSize };
      const marks = offset < totalCount ? await repo.page(user, progress, order, direction, window) : [];
      return { totalCount, marks };
    });
    const cards = await this.deps.catalog.catalogCards(
      marks.map((mark) => mark.work_id),
      versions,
    );
    const byWork = new Map(marks.map((mark) => [mark.work_id, mark]));
    return { cards, marks: byWork, pagination: { currentPage: page, pageSize, totalCount } };
  }
}
