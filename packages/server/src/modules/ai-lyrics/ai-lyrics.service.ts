import type { AiLyricTaskListQuery, AiLyricTaskPage } from "@kikoeru/contract";

export interface AiLyricsServiceDeps {
  /** The `pageSize` setting, read per request (kikoeru's PAGE_SIZE). */
  pageSize: () => number;
}

/** AI lyric tasks (reference §1.7, §6). */
export class AiLyricsService {
  constructor(private readonly deps: AiLyricsServiceDeps) {}

  /**
   * GET /api/lyric/translate. Nothing creates tasks yet, so every list is empty; it is still answered in
   * kikoeru's shape, because every work page of the old client asks for it and fails on a 404. As in kikoeru,
   * `currentPage` echoes `page`, and `page=-1` with a work asks for all of that work's tasks in one page
   * (its size is their count).
   */
  list(query: AiLyricTaskListQuery): AiLyricTaskPage {
    const page = query.page ?? 1;
    const wholeWork = page === -1 && (query.work_id ?? 0) > 0;
    const totalCount = 0;
    return {
      pagination: { currentPage: page, pageSize: wholeWork ? totalCount : this.deps.pageSize(), totalCount },
      tasks: [],
    };
  }
}
