import { HISTORY_PAGE_SIZE, type HistoryListQuery, type Pagination, type PlayState } from "@kikoeru/contract";
import { type Catalog, requireWorkId, type WorkCard } from "../catalog/index.ts";
import type { HistoryRepo } from "./history.repo.ts";

export interface HistoryServiceDeps {
  repo: HistoryRepo;
  catalog: Catalog;
}

/** One page of played works: their cards with the caller's play positions. */
export interface HistoryPage {
  cards: WorkCard[];
  pagination: Pagination;
}

/** Where the caller stopped in each work, for the resume button and the recent-plays strip. */
export class HistoryService {
  constructor(private readonly deps: HistoryServiceDeps) {}

  /** Stores the client's play position as sent (it is opaque to the server). */
  async save(user: string, rawWorkId: number | string, state: PlayState): Promise<void> {
    const workId = requireWorkId(rawWorkId, "body");
    await this.deps.catalog.assertVisible(workId);
    await this.deps.repo.save(user, workId, JSON.stringify(state));
  }

  async delete(user: string, rawWorkId: number | string): Promise<void> {
    await this.deps.repo.delete(user, requireWorkId(rawWorkId, "body"));
  }

  /** Most recently played first (`sort=asc` for the oldest first), 12 per page unless `pageSize` is given. */
  async list(user: string, query: HistoryListQuery): Promise<HistoryPage> {
    const pageSize = query.pageSize ?? HISTORY_PAGE_SIZE;
    const page = Math.max(1, query.page ?? 1);
    const totalCount = await this.deps.repo.count(user);
    const offset = (page - 1) * pageSize;
    const ids =
      offset < totalCount
        ? await this.deps.repo.pageIds(user, query.sort ?? "desc", { offset, limit: pageSize })
        : [];
    const cards = await this.deps.catalog.cards(ids, user, { plays: true });
    return { cards, pagination: { currentPage: page, pageSize, totalCount } };
  }
}
