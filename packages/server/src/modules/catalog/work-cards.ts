import { VersionedCache } from "../../cache.ts";
import { type CatalogCard, presentCatalogWork, type WorkCard } from "./card-json.ts";
import type { LabelRow, PlayRow, ReviewRow, WorkCardsRepo } from "./work-cards.repo.ts";

const MAX_CACHED_CARDS = 5000;

/** The reads of {@link WorkCardsRepo} the cards use: a seam for tests with a fake repo. */
export type CardReads = Pick<WorkCardsRepo, "works" | "labels" | "reviews" | "plays">;

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Loads work cards for a page of ids, in that order, the same way for every list and the work page. The
 * catalog part of each card is kept (LRU) until the catalog version changes, so a page costs one query for
 * the caller's reviews (and play positions when asked) plus one or two for works not seen since; list pages,
 * which only need the caller's stars, take the catalog part alone.
 */
export class WorkCards {
  private readonly cards = new VersionedCache<number, CatalogCard>(MAX_CACHED_CARDS);

  constructor(private readonly repo: CardReads) {}

  /** `version`: the catalog version read for this request. */
  async load(
    ids: readonly number[],
    user: string,
    version: number,
    options: { plays?: boolean } = {},
  ): Promise<WorkCard[]> {
    if (ids.length === 0) return [];
    const [catalog, reviews, plays] = await Promise.all([
      this.catalogCards(ids, version),
      this.repo.reviews(ids, user),
      options.plays ? this.repo.plays(ids, user) : ([] as PlayRow[]),
    ]);
    const reviewOf = new Map<number, ReviewRow>(reviews.map((row) => [row.work_id, row]));
    const playOf = new Map<number, PlayRow>(plays.map((row) => [row.work_id, row]));
    return catalog.map((card) => ({
      ...card,
      review: reviewOf.get(card.work.id) ?? null,
      play: playOf.get(card.work.id) ?? null,
    }));
  }

  /** The catalog part of each card, in the order of `ids` (unknown ids left out), for catalog `version`. */
  async catalogCards(ids: readonly number[], version: number): Promise<CatalogCard[]> {
    const loaded = await this.read(ids.filter((id) => this.cards.peek(version, id) === undefined));
    for (const [id, card] of loaded) this.cards.set(version, id, card);
    const page: CatalogCard[] = [];
    for (const id of ids) {
      // A request for a newer catalog version may have emptied the cache meanwhile: use what was read.
      const card = loaded.get(id) ?? this.cards.peek(version, id);
      if (card) page.push(card);
    }
    return page;
  }

  /** Reads the catalog cards of works not cached yet. */
  private async read(ids: number[]): Promise<Map<number, CatalogCard>> {
    const loaded = new Map<number, CatalogCard>();
    if (ids.length === 0) return loaded;
    const [rows, labels] = await Promise.all([this.repo.works(ids), this.repo.labels(ids)]);
    const byWork = new Map<number, LabelRow[]>();
    // Voice actors in the source's order, tags (all at position 0) by name: code-point order on both databases.
    for (const label of labels.sort((a, b) => a.position - b.position || byName(a, b))) {
      const list = byWork.get(label.work_id);
      if (list) list.push(label);
      else byWork.set(label.work_id, [label]);
    }
    for (const row of rows) {
      const own = byWork.get(row.id) ?? [];
      const vas = own.filter((l) => l.kind === "va").map((l) => ({ id: l.label_id, name: l.name }));
      const tags = own.filter((l) => l.kind === "tag").map((l) => ({ id: Number(l.label_id), name: l.name }));
      loaded.set(row.id, presentCatalogWork(row, vas, tags));
    }
    return loaded;
  }
}
