import type { WorksQuery } from "@kikoeru/contract";
import { describe, expect, it } from "vitest";
import type { CacheVersions, PageWindow } from "./catalog.repo.ts";
import { Catalog, type CatalogReads } from "./catalog.ts";
import type { FilterMode, ListScope, WorkFilter, WorkSort } from "./catalog-query.ts";
import { Stars } from "./stars.ts";
import type { WorkRow } from "./work-cards.repo.ts";
import { type CardReads, WorkCards } from "./work-cards.ts";

const row = (id: number): WorkRow => ({
  id,
  title: `作品 ${id}`,
  circle_id: null,
  circle_name: null,
  nsfw: 0,
  age_category: "general",
  release: "2020-01-01",
  dl_count: 0,
  price: 0,
  review_count: 0,
  rate_count: 0,
  rate_average_2dp: 0,
  rate_count_detail: "[]",
  rank: null,
  series: null,
  lyric_status: "",
  memo: "",
  created_at: 0,
  updated_at: 0,
  missing_since: null,
});

/** An in-memory catalog of `total` works (ids 1..total), `matches` of them matching any search or label. */
class FakeRepo implements CatalogReads {
  current: CacheVersions = { catalog: 1, ratings: 1 };
  readonly counts: WorkFilter[] = [];
  readonly pages: { sort: WorkSort; window: PageWindow; mode: FilterMode; exclude: number[] }[] = [];
  readonly randoms: FilterMode[] = [];
  exactCalls = 0;

  constructor(
    private readonly total: number,
    private readonly matches = total,
    private readonly exact: number[] = [],
  ) {}

  async versions() {
    return { ...this.current };
  }
  async count(filter: WorkFilter) {
    this.counts.push(filter);
    return filter.terms.length > 0 || filter.label ? this.matches : this.total;
  }
  async pageIds(
    _filter: WorkFilter,
    sort: WorkSort,
    window: PageWindow,
    mode: FilterMode,
    exclude: number[] = [],
  ) {
    this.pages.push({ sort, window, mode, exclude });
    const ids = Array.from({ length: this.total }, (_, i) => i + 1).filter((id) => !exclude.includes(id));
    return ids.slice(window.offset, window.offset + window.limit);
  }
  async exactHits() {
    this.exactCalls++;
    return this.exact;
  }
  async randomId(_filter: WorkFilter, _pivot: number, mode: FilterMode) {
    this.randoms.push(mode);
    return this.total > 0 ? 1 : undefined;
  }
  async isVisible(id: number) {
    return id <= this.total;
  }
}

class FakeCards implements CardReads {
  worksCalls = 0;
  async works(ids: readonly number[]) {
    this.worksCalls++;
    return ids.map(row);
  }
  async labels() {
    return [];
  }
  async reviews() {
    return [];
  }
  async plays() {
    return [];
  }
}

function setup(repo: FakeRepo, ratings: Record<string, { work_id: number; rating: number }[]> = {}) {
  const cards = new FakeCards();
  const starLoads: string[] = [];
  const stars = new Stars(async (user) => {
    starLoads.push(user);
    return ratings[user] ?? [];
  });
  const catalog = new Catalog({ repo, cards: new WorkCards(cards), stars, pageSize: () => 2 });
  return { catalog, cards, starLoads };
}

const search: ListScope = { search: { terms: [{ kind: "text", text: "耳" }], relevance: null } };

describe("Catalog.page caching", () => {
  it("serves a page again from cache while both versions are unchanged", async () => {
    const repo = new FakeRepo(5);
    const { catalog, cards, starLoads } = setup(repo, { alice: [{ work_id: 2, rating: 4 }] });
    const first = await catalog.page("alice", {});
    const again = await catalog.page("alice", {});
    expect(again.cards.map((card) => card.work.id)).toEqual([1, 2]);
    expect(again.stars.get(2)).toBe(4);
    expect(again.pagination).toEqual({ currentPage: 1, pageSize: 2, totalCount: 5 });
    expect(again).toEqual(first);
    expect([repo.counts.length, repo.pages.length, cards.worksCalls, starLoads.length]).toEqual([1, 1, 1, 1]);
  });

  it("reads everything again after the catalog version changes", async () => {
    const repo = new FakeRepo(5);
    const { catalog, cards, starLoads } = setup(repo);
    await catalog.page("alice", {});
    repo.current = { catalog: 2, ratings: 1 };
    await catalog.page("alice", {});
    expect([repo.counts.length, repo.pages.length, cards.worksCalls, starLoads.length]).toEqual([2, 2, 2, 2]);
  });

  it("re-reads stars and star-ordered pages, not other pages, after the ratings version changes", async () => {
    const repo = new FakeRepo(5);
    const { catalog, starLoads } = setup(repo);
    await catalog.page("alice", {});
    await catalog.page("alice", { order: "rating" });
    repo.current = { catalog: 1, ratings: 2 };
    await catalog.page("alice", {});
    await catalog.page("alice", { order: "rating" });
    expect(repo.pages.map((page) => page.sort.order)).toEqual(["release", "rating", "rating"]);
    expect(repo.counts).toHaveLength(1);
    expect(starLoads).toEqual(["alice", "alice"]);
  });

  it("keys star-ordered pages per user, other orders for everyone", async () => {
    const repo = new FakeRepo(5);
    const { catalog, starLoads } = setup(repo);
    for (const user of ["alice", "bob", "alice"]) {
      await catalog.page(user, { order: "rating" });
      await catalog.page(user, { order: "dl_count", sort: "asc" });
    }
    expect(repo.pages.map((page) => [page.sort.order, page.sort.user])).toEqual([
      ["rating", "alice"],
      ["dl_count", "alice"],
      ["rating", "bob"],
    ]);
    expect(starLoads).toEqual(["alice", "bob"]);
  });

  it("keeps pages of different windows, orders and seeds apart", async () => {
    const repo = new FakeRepo(9);
    const { catalog } = setup(repo);
    const queries: WorksQuery[] = [
      { page: 2 },
      { pageSize: 3 },
      { order: "random", seed: 1 },
      { order: "random" },
    ];
    for (const query of queries) await catalog.page("alice", query);
    for (const query of queries) await catalog.page("alice", query);
    expect(repo.pages.map((page) => page.window)).toEqual([
      { offset: 2, limit: 2 },
      { offset: 0, limit: 3 },
      { offset: 0, limit: 2 },
      { offset: 0, limit: 2 },
    ]);
    expect(repo.pages.map((page) => page.sort.seed)).toEqual([7, 7, 1, 7]);
  });
});

describe("Catalog.page plan", () => {
  it("scans an unrestricted list without counting a base", async () => {
    const repo = new FakeRepo(100);
    const { catalog } = setup(repo);
    await catalog.page("alice", {});
    expect(repo.counts).toHaveLength(1);
    expect(repo.pages[0]?.mode).toBe("scan");
  });

  it("drives a search with few matches from its matches", async () => {
    const repo = new FakeRepo(1000, 3);
    const { catalog } = setup(repo);
    const page = await catalog.page("alice", {}, search);
    expect(repo.counts.map((filter) => filter.terms.length)).toEqual([1, 0]);
    expect(repo.pages[0]?.mode).toBe("driven");
    expect(page.pagination.totalCount).toBe(3);
  });

  it("scans the sort index for a dense search or label", async () => {
    const repo = new FakeRepo(1000, 900);
    const { catalog } = setup(repo);
    await catalog.page("alice", {}, search);
    await catalog.page("alice", {}, { label: { kind: "tag", id: 3 } });
    expect(repo.pages.map((page) => page.mode)).toEqual(["scan", "scan"]);
    // The base count is cached: the label page counts only its own matches.
    expect(repo.counts).toHaveLength(3);
  });

  it("asks for no page past the last match", async () => {
    const repo = new FakeRepo(3);
    const { catalog } = setup(repo);
    const page = await catalog.page("alice", { page: 3 });
    expect(page.cards).toEqual([]);
    expect(page.pagination).toEqual({ currentPage: 3, pageSize: 2, totalCount: 3 });
    expect(repo.pages).toHaveLength(0);
  });

  it("picks one random work with the plan for a one-row window, never caching the pick", async () => {
    const repo = new FakeRepo(1000, 3);
    const { catalog } = setup(repo);
    const first = await catalog.page("alice", { order: "betterRandom", page: 4 }, search);
    await catalog.page("alice", { order: "betterRandom" }, search);
    expect(first.cards.map((card) => card.work.id)).toEqual([1]);
    expect(first.pagination.currentPage).toBe(1);
    expect(repo.randoms).toEqual(["driven", "driven"]);
    expect(repo.pages).toHaveLength(0);
  });

  it("does not pick from an empty list", async () => {
    const repo = new FakeRepo(0);
    const { catalog } = setup(repo);
    const page = await catalog.page("alice", { order: "betterRandom" });
    expect(page.cards).toEqual([]);
    expect(repo.randoms).toEqual([]);
  });

  it("lists exact hits first and pages the rest without them", async () => {
    const repo = new FakeRepo(10, 10, [7, 8, 9]);
    const { catalog } = setup(repo);
    const relevant: ListScope = {
      search: { terms: search.search?.terms ?? [], relevance: { codeIds: [7], titles: [] } },
    };
    const first = await catalog.page("alice", {}, relevant);
    const second = await catalog.page("alice", { page: 2 }, relevant);
    const third = await catalog.page("alice", { page: 3 }, relevant);
    expect([first, second, third].map((page) => page.cards.map((card) => card.work.id))).toEqual([
      [7, 8],
      [9, 1],
      [2, 3],
    ]);
    // The first page is all exact hits: no page query; later ones skip the hits already listed.
    expect(repo.pages.map(({ window, exclude }) => [window, exclude])).toEqual([
      [{ offset: 0, limit: 1 }, [7, 8, 9]],
      [{ offset: 1, limit: 2 }, [7, 8, 9]],
    ]);
    expect(repo.exactCalls).toBe(1);
  });
});

describe("Catalog.assertVisible", () => {
  it("throws the work's 404 for an unknown work", async () => {
    const { catalog } = setup(new FakeRepo(2));
    await expect(catalog.assertVisible(2)).resolves.toBeUndefined();
    await expect(catalog.assertVisible(3)).rejects.toMatchObject({ status: 404, code: "WORK_NOT_FOUND" });
  });
});
