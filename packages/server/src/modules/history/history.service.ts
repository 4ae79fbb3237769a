import { HISTORY_PAGE_SIZE, type HistoryListQuery, type PlayState } from "@kikoeru/contract";
import type { WorkCards } from "../works/work-cards.ts";
import { requireWorkId } from "../works/work-id.ts";
import { presentHistory } from "../works/works.presenter.ts";
import type { WorksService } from "../works/works.service.ts";
import type { HistoryRepo } from "./history.repo.ts";

export interface HistoryServiceDeps {
  repo: HistoryRepo;
  works: WorksService;
  cards: WorkCards;
}

/** Where the caller stopped in each work, for the resume button and the recent-plays strip. */
export class HistoryService {
  constructor(private readonly deps: HistoryServiceDeps) {}

  /** Stores the client's play position as sent (it is opaque to the server). */
  async save(user: string, rawWorkId: number | string, state: PlayState): Promise<void> {
    const workId = requireWorkId(rawWorkId, "body");
    await this.deps.works.assertVisible(workId);
    await this.deps.repo.save(user, workId, JSON.stringify(state));
  }

  async delete(user: string, rawWorkId: number | string): Promise<void> {
    await this.deps.repo.delete(user, requireWorkId(rawWorkId, "body"));
  }

  /**
   * Most recently played first (`sort=asc` for the oldest first), 12 per page unless `pageSize` is given, as
   * JSON text: serialised without the zod response check (its schema and the catalog tests vouch for it).
   */
  async listJson(user: string, query: HistoryListQuery): Promise<string> {
    const pageSize = query.pageSize ?? HISTORY_PAGE_SIZE;
    const page = Math.max(1, query.page ?? 1);
    const totalCount = await this.deps.repo.count(user);
    const offset = (page - 1) * pageSize;
    const ids =
      offset < totalCount
        ? await this.deps.repo.pageIds(user, query.sort ?? "desc", { offset, limit: pageSize })
        : [];
    const cards = await this.deps.cards.load(ids, user, { plays: true });
    const pagination = { currentPage: page, pageSize, totalCount };
    return JSON.stringify({ works: cards.map(presentHistory), pagination });
  }
}
