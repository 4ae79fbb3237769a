import type { LabelRow, PlayRow, ReviewRow, WorkCardsRepo } from "./work-cards.repo.ts";
import { type CatalogCard, presentCatalogWork, type WorkCard } from "./works.presenter.ts";
import type { WorksRepo } from "./works.repo.ts";

const MAX_CACHED_CARDS = 5000;

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Loads work cards for a page of ids, in that order, the same way for every list and the work page. The
 * catalog part of each card is kept (LRU) until the catalog version changes, so a page costs one query for
 * the caller's reviews (and play positions when asked) plus one or two for works not seen since.
 */
export class WorkCards {
  private version = Number.NaN;
  private readonly cards = new Map<number, CatalogCard>();

  constructor(
    private readonly repo: WorkCardsRepo,
    private readonly catalog: Pick<WorksRepo, "version">,
  ) {}

  /** `options.version`: the catalog version the caller already read for this request. */
  async load(
    ids: readonly number[],
    user: string,
    options: { plays?: boolean; version?: number } = {},
  ): Promise<WorkCard[]> {
    if (ids.length === 0) return [];
    const version = options.version ?? (await this.catalog.version());
    if (version !== this.version) {
      this.cards.clear();
      this.version = version;
    }
    const unknown = ids.filter((id) => !this.cards.has(id));
    const [reviews, plays] = await Promise.all([
      this.repo.reviews(ids, user),
      options.plays ? this.repo.plays(ids, user) : ([] as PlayRow[]),
      this.fill(unknown),
    ]);
    const reviewOf = new Map<number, ReviewRow>(reviews.map((row) => [row.work_id, row]));
    const playOf = new Map<number, PlayRow>(plays.map((row) => [row.work_id, row]));
    const page = ids.flatMap((id) => {
      const card = this.cards.get(id);
      if (!card) return [];
      this.cards.delete(id);
      this.cards.set(id, card);
      return [{ ...card, review: reviewOf.get(id) ?? null, play: playOf.get(id) ?? null }];
    });
    while (this.cards.size > MAX_CACHED_CARDS) this.cards.delete(this.cards.keys().next().value!);
    return page;
  }

  /** Loads and caches the catalog cards of works not cached yet. */
  private async fill(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
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
      this.cards.set(row.id, presentCatalogWork(row, vas, tags));
    }
  }
}
