import type { SortDirection } from "@kikoeru/contract";
import { type CompiledQuery, type Kysely, type SelectQueryBuilder, sql } from "kysely";
import { LRUCache } from "lru-cache";
import type { Database, DialectName } from "../../db/database.ts";
import { SHUFFLE_KEY } from "../../db/migrations/0002_catalog.ts";
import type { DB } from "../../db/schema.ts";
import {
  type ColumnOrder,
  type FilterMode,
  filterKey,
  type Relevance,
  type WorkFilter,
  type WorkSort,
} from "./catalog-query.ts";
import { workFilter } from "./work-filter.repo.ts";

/** Size of the shuffle key's range: `order=random` starts at a seed-chosen point in it and wraps around. */
export const SHUFFLE_RANGE = 2_147_483_647;
const SHUFFLE = sql.raw(SHUFFLE_KEY);
/** Stands for the pivot when a random pick is compiled: no real pivot is negative, no filter value this one. */
const PIVOT_PLACEHOLDER = -790_317_541;
/** Random-pick queries kept compiled, one per filter (the least recently used dropped first). */
const RANDOM_PICK_CACHE_ENTRIES = 200;
/** Spreads small seeds (clients send 0–99) over the whole key range, so each seed starts elsewhere. */
const SEED_SPREAD = 506_952_114n;

type WorksQuery<O> = SelectQueryBuilder<DB, "works", O>;

/** Pages are windows of an ordered list: skip `offset` rows, take `limit`. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** The versions every cache of the read model is kept under; both live in the database, bumped by triggers. */
export interface CacheVersions {
  /** Changes whenever works, labels or their links change (0002). */
  catalog: number;
  /** Changes whenever anyone's reviews are written or an account is deleted (0005). */
  ratings: number;
}

/** SQL for listing, counting and picking works. Every list is one indexed query returning the page's ids. */
export class CatalogRepo {
  private readonly db: Kysely<DB>;
  private readonly dialect: DialectName;

  /** Read before every list and work page: compiled once. */
  private readonly versionsQuery;
  private readonly randomPicks = new LRUCache<
    string,
    { compiled: CompiledQuery<{ id: number }>; at: number }
  >({
    max: RANDOM_PICK_CACHE_ENTRIES,
  });

  constructor(database: Database) {
    this.db = database.db;
    this.dialect = database.dialect;
    this.versionsQuery = this.db
      .selectFrom(["catalog_state as c", "ratings_state as r"])
      .select(["c.version as catalog", "r.version as ratings"])
      .where("c.id", "=", 1)
      .where("r.id", "=", 1)
      .compile();
  }

  /** Both cache versions, in one query. */
  async versions(): Promise<CacheVersions> {
    const { rows } = await this.db.executeQuery(this.versionsQuery);
    return { catalog: Number(rows[0]?.catalog ?? 0), ratings: Number(rows[0]?.ratings ?? 0) };
  }

  async count(filter: WorkFilter): Promise<number> {
    const row = await this.filtered(filter, "count")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The ids of one page, in list order, leaving out `exclude` (exact hits already listed first). */
  async pageIds(
    filter: WorkFilter,
    sort: WorkSort,
    window: PageWindow,
    mode: FilterMode,
    exclude: number[] = [],
  ): Promise<number[]> {
    if (sort.order === "random") return this.shuffledIds(filter, sort.seed, window, mode, exclude);
    if (sort.order === "rating") return this.ratedIds(filter, sort, window, mode, exclude);
    const rows = await orderByColumn(
      this.filtered(filter, mode, exclude).select("works.id"),
      sort.order,
      sort.direction,
    )
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Works matching the filter whose code was typed (first, in that order) or whose title was typed exactly. */
  async exactHits(filter: WorkFilter, relevance: Relevance): Promise<number[]> {
    if (relevance.codeIds.length === 0 && relevance.titles.length === 0) return [];
    // Scan mode: the id/title lookups below drive the query, the filter only tests the few rows found.
    const rows = await this.filtered(filter, "scan")
      .select(["works.id", "works.title"])
      .where((eb) =>
        eb.or([
          ...(relevance.codeIds.length > 0 ? [eb("works.id", "in", relevance.codeIds)] : []),
          ...(relevance.titles.length > 0 ? [eb("works.title", "in", relevance.titles)] : []),
        ]),
      )
      .orderBy("works.release", (ob) => ob.desc().nullsLast())
      .orderBy("works.id", "desc")
      .execute();
    const rank = (id: number) => {
      const index = relevance.codeIds.indexOf(id);
      return index < 0 ? relevance.codeIds.length : index;
    };
    return rows.map((row) => row.id).sort((a, b) => rank(a) - rank(b));
  }

  /**
   * The first work at or after `pivot` on the shuffle key, wrapping around; undefined when none match. The
   * query is compiled once per filter (building it cost more than running it) and run with each pivot.
   */
  async randomId(filter: WorkFilter, pivot: number, mode: FilterMode): Promise<number | undefined> {
    const key = filterKey(filter) + mode;
    let pick = this.randomPicks.get(key);
    if (!pick) {
      const compiled = this.filtered(filter, mode)
        .select("works.id")
        .where(sql<boolean>`${SHUFFLE} >= ${PIVOT_PLACEHOLDER}`)
        .orderBy(SHUFFLE)
        .limit(1)
        .compile();
      const at = compiled.parameters.indexOf(PIVOT_PLACEHOLDER);
      if (at < 0 || compiled.parameters.lastIndexOf(PIVOT_PLACEHOLDER) !== at) {
        throw new Error("the random pick's pivot is not one parameter of its query");
      }
      pick = { compiled, at };
      this.randomPicks.set(key, pick);
    }
    const { compiled, at } = pick;
    const run = async (from: number) => {
      const parameters = compiled.parameters.with(at, from);
      return (await this.db.executeQuery<{ id: number }>({ ...compiled, parameters })).rows[0]?.id;
    };
    return (await run(pivot)) ?? (await run(0));
  }

  /** Whether a work exists and is not missing. */
  async isVisible(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom("works")
      .select("id")
      .where("id", "=", id)
      .where("missing_since", "is", null)
      .executeTakeFirst();
    return row !== undefined;
  }

  private filtered(filter: WorkFilter, mode: FilterMode, exclude: number[] = []) {
    const query = this.db.selectFrom("works").where((eb) => workFilter(eb, filter, this.dialect, mode));
    return exclude.length > 0 ? query.where("works.id", "not in", exclude) : query;
  }

  /**
   * `order=random`: the shuffle key read from a seed-chosen pivot to the end, then from the start. Each arm
   * is an index range scan bounded by the window, so deep pages stay cheap and a seed pages consistently.
   */
  private async shuffledIds(
    filter: WorkFilter,
    seed: number,
    window: PageWindow,
    mode: FilterMode,
    exclude: number[],
  ): Promise<number[]> {
    const pivot = Number((BigInt(seed) * SEED_SPREAD) % BigInt(SHUFFLE_RANGE));
    const arm = (segment: number, after: boolean) =>
      this.db.selectFrom(
        this.filtered(filter, mode, exclude)
          .select(["works.id", sql.lit(segment).as("segment"), SHUFFLE.as("position")])
          .where(after ? sql<boolean>`${SHUFFLE} >= ${pivot}` : sql<boolean>`${SHUFFLE} < ${pivot}`)
          .orderBy(SHUFFLE)
          .limit(window.offset + window.limit)
          .as(`arm${segment}`),
      );
    const union = arm(0, true).selectAll().unionAll(arm(1, false).selectAll());
    const rows = await this.db
      .selectFrom(union.as("page"))
      .select("page.id")
      .orderBy("page.segment")
      .orderBy("page.position")
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * `order=rating`: works the user rated (by their stars, in `sort` direction) and then every other work,
   * newest first. Two index-bounded arms instead of sorting the whole catalog by a joined column.
   */
  private async ratedIds(
    filter: WorkFilter,
    sort: WorkSort,
    window: PageWindow,
    mode: FilterMode,
    exclude: number[],
  ): Promise<number[]> {
    const take = window.offset + window.limit;
    const rated = this.filtered(filter, "driven", exclude)
      .innerJoin("reviews", (join) =>
        join.onRef("reviews.work_id", "=", "works.id").on("reviews.user_name", "=", sort.user),
      )
      .where("reviews.rating", "is not", null)
      .select(["works.id", sql.lit(0).as("segment"), "reviews.rating as rating", "works.release"])
      .orderBy("reviews.rating", sort.direction)
      .orderBy("works.release", (ob) => ob.desc().nullsLast())
      .orderBy("works.id", "desc")
      .limit(take);
    const unrated = this.filtered(filter, mode, exclude)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("reviews")
              .select("reviews.work_id")
              .whereRef("reviews.work_id", "=", "works.id")
              .where("reviews.user_name", "=", sort.user)
              .where("reviews.rating", "is not", null),
          ),
        ),
      )
      .select([
        "works.id",
        sql.lit(1).as("segment"),
        sql<number | null>`cast(null as real)`.as("rating"),
        "works.release",
      ])
      .orderBy("works.release", (ob) => ob.desc().nullsLast())
      .orderBy("works.id", "desc")
      .limit(take);
    const union = this.db
      .selectFrom(rated.as("rated"))
      .selectAll()
      .unionAll(this.db.selectFrom(unrated.as("unrated")).selectAll());
    const rows = await this.db
      .selectFrom(union.as("page"))
      .select("page.id")
      .orderBy("page.segment")
      .orderBy("page.rating", sort.direction)
      .orderBy("page.release", (ob) => ob.desc().nullsLast())
      .orderBy("page.id", "desc")
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    return rows.map((row) => row.id);
  }
}

/**
 * Column orders with the kikoeru tie-break `release DESC, id DESC`. NULL releases count as the smallest
 * value on both databases; the 0002 indexes serve each combination.
 */
function orderByColumn<O>(query: WorksQuery<O>, order: ColumnOrder, direction: SortDirection): WorksQuery<O> {
  if (order === "id") return query.orderBy("works.id", direction);
  if (order === "release") {
    return query
      .orderBy("works.release", (ob) =>
        direction === "desc" ? ob.desc().nullsLast() : ob.asc().nullsFirst(),
      )
      .orderBy("works.id", "desc");
  }
  return query
    .orderBy(`works.${order}`, direction)
    .orderBy("works.release", (ob) => ob.desc().nullsLast())
    .orderBy("works.id", "desc");
}
