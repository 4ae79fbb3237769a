import { randomInt } from "node:crypto";
import { formatWorkCode, parseLyricFilter, type WorksQuery } from "@kikoeru/contract";
import { VersionedLoads } from "../../cache.ts";
import type { Database } from "../../db/database.ts";
import { errors } from "../../http/errors.ts";
import type { CatalogCard, WorkCard } from "./card-json.ts";
import { type CacheVersions, CatalogRepo, type PageWindow, SHUFFLE_RANGE } from "./catalog.repo.ts";
import {
  type FilterMode,
  filterKey,
  type ListScope,
  pageMode,
  type WorkFilter,
  type WorkSort,
} from "./catalog-query.ts";
import type { WorksPage } from "./page-json.ts";
import { Stars } from "./stars.ts";
import { WorkCardsRepo } from "./work-cards.repo.ts";
import { WorkCards } from "./work-cards.ts";

/** kikoeru's default seed for `order=random`. */
const DEFAULT_SEED = 7;
const COUNT_CACHE_ENTRIES = 500;
/** Pages of ids kept per catalog version (and, in the caller's own star order, per ratings version). */
const PAGE_CACHE_ENTRIES = 2000;

/** The reads of {@link CatalogRepo} the read model uses: a seam for tests with a fake repo. */
export type CatalogReads = Pick<
  CatalogRepo,
  "versions" | "count" | "pageIds" | "exactHits" | "randomId" | "isVisible"
>;

export interface CatalogDeps {
  repo: CatalogReads;
  cards: WorkCards;
  stars: Stars;
  /** The `pageSize` setting, read per request so a change applies at once. */
  pageSize: () => number;
}

function pageKey(filter: WorkFilter, sort: WorkSort, window: PageWindow, exclude: number[]): string {
  const order = [sort.order, sort.direction, sort.order === "random" ? sort.seed : 0];
  return filterKey(filter) + JSON.stringify([order, window.offset, window.limit, exclude]);
}

/**
 * The catalog read model: pages of works in any order and filter, work cards, the callers' stars, and the
 * versions they are cached under. Counts and pages are cached per catalog version (pages in the caller's
 * star order per ratings version too); both versions are read from the database once per request.
 */
export class Catalog {
  private readonly counts = new VersionedLoads<string, number>(COUNT_CACHE_ENTRIES);
  private readonly exact = new VersionedLoads<string, number[]>(COUNT_CACHE_ENTRIES);
  private readonly pages = new VersionedLoads<string, number[]>(PAGE_CACHE_ENTRIES);

  constructor(private readonly deps: CatalogDeps) {}

  versions(): Promise<CacheVersions> {
    return this.deps.repo.versions();
  }

  /** The catalog part of each card, in the order of `ids` (unknown ids left out). */
  catalogCards(ids: readonly number[], versions: CacheVersions): Promise<CatalogCard[]> {
    return this.deps.cards.catalogCards(ids, versions.catalog);
  }

  /** Whole cards with the caller's review (and play position when asked), in the order of `ids`. */
  async cards(ids: readonly number[], user: string, options: { plays?: boolean } = {}): Promise<WorkCard[]> {
    if (ids.length === 0) return [];
    return this.cardsAt(ids, user, await this.versions(), options);
  }

  /** {@link cards} for the versions the caller already read for this request. */
  cardsAt(
    ids: readonly number[],
    user: string,
    versions: CacheVersions,
    options: { plays?: boolean } = {},
  ): Promise<WorkCard[]> {
    return this.deps.cards.load(ids, user, versions.catalog, options);
  }

  /** Throws the work's 404 unless it exists and is not missing (before writing reviews or history). */
  async assertVisible(id: number): Promise<void> {
    if (!(await this.deps.repo.isVisible(id))) throw errors.workNotFound(formatWorkCode(id));
  }

  /** One page of works for the caller: their stars order `order=rating` and are shown on every card. */
  async page(user: string, query: WorksQuery, scope: ListScope = {}): Promise<WorksPage> {
    const { repo } = this.deps;
    const { pageSize, page } = this.window(query);
    const filter: WorkFilter = {
      nsfw: query.nsfw ?? 0,
      age: query.age ?? null,
      lyric: parseLyricFilter(query.lyric ?? "") ?? [],
      label: scope.label ?? null,
      terms: scope.search?.terms ?? [],
    };
    const versions = await repo.versions();
    const totalCount = await this.count(versions.catalog, filter);
    const order = query.order ?? "release";
    let ids: number[] = [];
    if (order === "betterRandom") {
      const mode = await this.mode(versions.catalog, filter, totalCount, { offset: 0, limit: 1 });
      const id = totalCount > 0 ? await repo.randomId(filter, randomInt(SHUFFLE_RANGE), mode) : undefined;
      if (id !== undefined) ids = [id];
    } else if ((page - 1) * pageSize < totalCount) {
      const sort = { order, direction: query.sort ?? "desc", seed: query.seed ?? DEFAULT_SEED, user };
      const window = { offset: (page - 1) * pageSize, limit: pageSize };
      ids = await this.pageIds(versions, filter, totalCount, sort, window, scope);
    }
    const pagination = { currentPage: order === "betterRandom" ? 1 : page, pageSize, totalCount };
    const [cards, stars] = await Promise.all([
      this.deps.cards.catalogCards(ids, versions.catalog),
      this.deps.stars.of(user, versions),
    ]);
    return { cards, stars, pagination };
  }

  /** The page {@link page} answers when nothing can match (a label that does not exist), without a query. */
  emptyPage(query: WorksQuery): WorksPage {
    const { pageSize, page } = this.window(query);
    const currentPage = query.order === "betterRandom" ? 1 : page;
    return { cards: [], stars: new Map(), pagination: { currentPage, pageSize, totalCount: 0 } };
  }

  private window(query: WorksQuery): { pageSize: number; page: number } {
    return { pageSize: query.pageSize ?? this.deps.pageSize(), page: Math.max(1, query.page ?? 1) };
  }

  /** Exact hits of a keyword search first, then the rest of the page in the chosen order. */
  private async pageIds(
    versions: CacheVersions,
    filter: WorkFilter,
    matches: number,
    sort: WorkSort,
    window: PageWindow,
    scope: ListScope,
  ): Promise<number[]> {
    const relevance = scope.search?.relevance;
    const top = relevance
      ? await this.exact.get(versions.catalog, filterKey(filter) + JSON.stringify(relevance), () =>
          this.deps.repo.exactHits(filter, relevance),
        )
      : [];
    const first = top.slice(window.offset, window.offset + window.limit);
    const rest = { offset: Math.max(0, window.offset - top.length), limit: window.limit - first.length };
    if (rest.limit === 0) return first;
    const mode = await this.mode(versions.catalog, filter, matches, rest);
    const load = () => this.deps.repo.pageIds(filter, sort, rest, mode, top);
    const key = pageKey(filter, sort, rest, top);
    const page = await this.pages.get(
      versions.catalog,
      sort.order === "rating" ? `${key}${JSON.stringify([sort.user, versions.ratings])}` : key,
      load,
    );
    return [...first, ...page];
  }

  private count(version: number, filter: WorkFilter): Promise<number> {
    return this.counts.get(version, filterKey(filter), () => this.deps.repo.count(filter));
  }

  /** The page plan for a searched or labelled list, from its match count and the unrestricted count. */
  private async mode(
    version: number,
    filter: WorkFilter,
    matches: number,
    window: PageWindow,
  ): Promise<FilterMode> {
    if (filter.terms.length === 0 && filter.label === null) return "scan";
    const base = await this.count(version, { ...filter, label: null, terms: [] });
    return pageMode(matches, base, window);
  }
}

/** The read model over one database; `pageSize` is the setting, read per request. */
export function createCatalog(database: Database, pageSize: () => number): Catalog {
  const cardsRepo = new WorkCardsRepo(database.db);
  return new Catalog({
    repo: new CatalogRepo(database),
    cards: new WorkCards(cardsRepo),
    stars: new Stars((user) => cardsRepo.ratings(user)),
    pageSize,
  });
}
