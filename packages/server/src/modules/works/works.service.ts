import { randomInt } from "node:crypto";
import {
  formatWorkCode,
  type LabelKind,
  MAX_RELATED_WORKS,
  NO_CIRCLE,
  parseLyricFilter,
  parseWorkIdParam,
  type SearchQuery,
  type WorksQuery,
  workMessages,
} from "@kikoeru/contract";
import { notFound } from "../../http/errors.ts";
import {
  type FilterMode,
  filterKey,
  pageMode,
  type SearchPlan,
  type WorkFilter,
  type WorkSort,
} from "./catalog-query.ts";
import { advancedSearch, plainSearch } from "./search-plan.ts";
import type { UserRatings } from "./user-ratings.ts";
import { VersionedCache } from "./versioned-cache.ts";
import type { WorkCards } from "./work-cards.ts";
import { presentDetailJson, presentRelatedJson, presentWorksPageJson } from "./works.presenter.ts";
import { type PageWindow, SHUFFLE_RANGE, type WorksRepo } from "./works.repo.ts";

/** kikoeru's default seed for `order=random`. */
const DEFAULT_SEED = 7;
const COUNT_CACHE_ENTRIES = 500;
/** Related-work lists kept per catalog version: the work page's costliest query, the same for every user. */
const RELATED_CACHE_ENTRIES = 2000;
/** Pages of ids kept per catalog version (and, in the caller's own star order, per ratings version). */
const PAGE_CACHE_ENTRIES = 2000;

export interface WorksServiceDeps {
  repo: WorksRepo;
  cards: WorkCards;
  /** The `pageSize` setting, read per request so a change applies at once. */
  pageSize: () => number;
  /** Changes with every write of anyone's stars: pages in `order=rating` are cached per user until then. */
  ratingsVersion: () => number;
  /** The caller's stars by work, shown on every list page. */
  stars: UserRatings;
}

/** What a list is restricted to besides the query's filters: one circle, tag or voice actor, or a search. */
export interface ListScope {
  label?: { kind: LabelKind; id: number | string };
  search?: SearchPlan;
}

function pageKey(filter: WorkFilter, sort: WorkSort, window: PageWindow, exclude: number[]): string {
  const order = [sort.order, sort.direction, sort.order === "random" ? sort.seed : 0];
  return filterKey(filter) + JSON.stringify([order, window.offset, window.limit, exclude]);
}

/** Work lists, search and the work page. Counts are cached per filter until the catalog changes. */
export class WorksService {
  private readonly counts = new VersionedCache<number>(COUNT_CACHE_ENTRIES);
  private readonly exact = new VersionedCache<number[]>(COUNT_CACHE_ENTRIES);
  private readonly related = new VersionedCache<string>(RELATED_CACHE_ENTRIES);
  private readonly pages = new VersionedCache<number[]>(PAGE_CACHE_ENTRIES);

  constructor(private readonly deps: WorksServiceDeps) {}

  /**
   * One page of works for the caller (their stars order `order=rating` and fill `userRating`), as the JSON
   * text of `{works, pagination}`.
   */
  async listJson(user: string, query: WorksQuery, scope: ListScope = {}): Promise<Buffer> {
    const { repo, cards } = this.deps;
    const pageSize = query.pageSize ?? this.deps.pageSize();
    const page = Math.max(1, query.page ?? 1);
    const filter: WorkFilter = {
      nsfw: query.nsfw ?? 0,
      lyric: parseLyricFilter(query.lyric ?? "") ?? [],
      label: scope.label ?? null,
      terms: scope.search?.terms ?? [],
    };
    const version = await repo.version();
    const totalCount = await this.count(version, filter);
    const order = query.order ?? "release";
    let ids: number[] = [];
    if (order === "betterRandom") {
      const mode = await this.mode(version, filter, totalCount, { offset: 0, limit: 1 });
      const id = totalCount > 0 ? await repo.randomId(filter, randomInt(SHUFFLE_RANGE), mode) : undefined;
      if (id !== undefined) ids = [id];
    } else if ((page - 1) * pageSize < totalCount) {
      const sort = { order, direction: query.sort ?? "desc", seed: query.seed ?? DEFAULT_SEED, user };
      const window = { offset: (page - 1) * pageSize, limit: pageSize };
      ids = await this.pageIds(version, filter, totalCount, sort, window, scope);
    }
    const pagination = { currentPage: order === "betterRandom" ? 1 : page, pageSize, totalCount };
    const [found, stars] = await Promise.all([
      cards.catalogCards(ids, version),
      this.deps.stars.of(user, version),
    ]);
    return presentWorksPageJson(found, stars, pagination);
  }

  /** Exact hits of a keyword search first, then the rest of the page in the chosen order. */
  private async pageIds(
    version: number,
    filter: WorkFilter,
    matches: number,
    sort: WorkSort,
    window: PageWindow,
    scope: ListScope,
  ): Promise<number[]> {
    const relevance = scope.search?.relevance;
    const top = relevance
      ? await this.exact.get(version, filterKey(filter) + JSON.stringify(relevance), () =>
          this.deps.repo.exactHits(filter, relevance),
        )
      : [];
    const first = top.slice(window.offset, window.offset + window.limit);
    const rest = { offset: Math.max(0, window.offset - top.length), limit: window.limit - first.length };
    if (rest.limit === 0) return first;
    const mode = await this.mode(version, filter, matches, rest);
    const load = () => this.deps.repo.pageIds(filter, sort, rest, mode, top);
    const key = pageKey(filter, sort, rest, top);
    const page = await this.pages.get(
      version,
      sort.order === "rating" ? `${key}${JSON.stringify([sort.user, this.deps.ratingsVersion()])}` : key,
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

  /** A keyword search: plain text, or with `isAdvance=1` the JSON term list. */
  searchJson(user: string, query: SearchQuery, keyword: string): Promise<Buffer> {
    const search = query.isAdvance === "1" ? advancedSearch(keyword) : plainSearch(keyword);
    return this.listJson(user, query, { search });
  }

  /** The work page as UTF-8 JSON; the id may be a number or a code. Missing and unknown works are 404. */
  async detailJson(user: string, rawId: string): Promise<Buffer> {
    const id = parseWorkIdParam(rawId);
    if (id === null) throw notFound(workMessages.notFound(rawId));
    const version = await this.deps.repo.version();
    const [card] = await this.deps.cards.load([id], user, { plays: true, version });
    if (!card || card.missing) throw notFound(workMessages.notFound(rawId));
    const circleId = card.work.circle_id === NO_CIRCLE.id ? null : card.work.circle_id;
    const related = await this.related.get(version, String(id), async () =>
      presentRelatedJson(
        await this.deps.repo.related({ id, series: card.series, circleId }, MAX_RELATED_WORKS),
      ),
    );
    return presentDetailJson(card, user, related);
  }

  /** Throws the work's 404 unless it exists and is not missing (before writing reviews or history). */
  async assertVisible(id: number): Promise<void> {
    if (!(await this.deps.repo.isVisible(id))) throw notFound(workMessages.notFound(formatWorkCode(id)));
  }
}
