import { joinBytes } from "../../http/json-bytes.ts";
import { leadingFields, userMarks } from "../catalog/index.ts";
import type { ReviewedPage } from "./reviews.service.ts";

/**
 * GET /api/review as UTF-8 JSON: each work with the caller's review fields, and the mark's own time as
 * `updated_at`, as kikoeru clients read it; joined from the cards' cached JSON.
 */
export function presentReviewedPageJson(
  { cards, marks: reviews, pagination }: ReviewedPage,
  user: string,
): Buffer {
  const parts: (Buffer | string)[] = ['{"works":['];
  for (const [i, card] of cards.entries()) {
    const review = reviews.get(card.work.id) ?? null;
    const marks = userMarks(review, user);
    const own = JSON.stringify({ userRating: review?.rating ?? null, ...marks });
    const separator = i < cards.length - 1 ? "," : "";
    parts.push(leadingFields(card.work, marks.review_updated_at ?? card.work.updated_at));
    parts.push(card.afterUpdatedAt, `,${own.slice(1, -1)}}${separator}`);
  }
  parts.push(`],"pagination":${JSON.stringify(pagination)}}`);
  return joinBytes(parts);
}
