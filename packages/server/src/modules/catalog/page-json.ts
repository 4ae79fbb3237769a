import type { Pagination } from "@kikoeru/contract";
import { joinBytes } from "../../http/json-bytes.ts";
import type { CatalogCard } from "./card-json.ts";

/** The data of one list page: the catalog cards in list order, the caller's stars by work, the pagination. */
export interface WorksPage {
  cards: readonly CatalogCard[];
  stars: ReadonlyMap<number, number>;
  pagination: Pagination;
}

/**
 * A list page `{works, pagination}` as UTF-8 JSON, each work as {@link presentWork} would give it: joined from
 * the cards' cached JSON and the caller's stars by work, so a page costs copies instead of building and
 * serialising every work.
 */
export function presentWorksPageJson({ cards, stars, pagination }: WorksPage): Buffer {
  const parts: (Buffer | string)[] = ['{"works":['];
  for (const [i, card] of cards.entries()) {
    parts.push(
      card.json,
      `,"userRating":${stars.get(card.work.id) ?? null}}${i < cards.length - 1 ? "," : ""}`,
    );
  }
  parts.push(`],"pagination":${JSON.stringify(pagination)}}`);
  return joinBytes(parts);
}
