import { joinBytes, presentOnce } from "../../http/json-bytes.ts";
import { formatTime, playState, userMarks } from "../catalog/index.ts";
import type { RelatedWork } from "./works.repo.ts";
import type { WorkDetail } from "./works.service.ts";

/**
 * The work page's related works as JSON text, `{id, name}` each as kikoeru clients read them: once per cached
 * list (the service keeps each list per catalog version).
 */
const relatedJson = presentOnce((related: readonly RelatedWork[]) =>
  JSON.stringify(related.map((work) => ({ id: work.id, name: work.title }))),
);

/**
 * GET /api/work/{id} as UTF-8 JSON: the card's cached catalog JSON, the caller's stars, marks and play
 * position, and the related works.
 */
export function presentDetailJson({ card, related }: WorkDetail, user: string): Buffer {
  const own = JSON.stringify({
    userRating: card.review?.rating ?? null,
    ...userMarks(card.review, user),
    state: playState(card.play?.state ?? null),
    // A string even before the first play: kikoeru never sends null here (strict clients fail on it).
    play_updated_at: card.play ? formatTime(card.play.updated_at) : "",
  });
  return joinBytes([card.json, `,${own.slice(1, -1)},"relatedWorks":${relatedJson(related)}}`]);
}
