import type { AuditPage } from "@kikoeru/contract";
import type { AuditRepo, AuditRow } from "./audit.repo.ts";

/** What an administrator did: `action` is a dotted name (`work.edit`, `tags.uncensor`, `cover.upload`…). */
export interface AuditRecord {
  actor: string;
  action: string;
  workId?: number | null;
  detail?: Record<string, unknown>;
}

const PAGE_SIZE = 50;

/** Numbers from PostgreSQL bigint columns arrive as strings. */
const present = (row: AuditRow) => ({
  id: Number(row.id),
  actor: row.actor,
  action: row.action,
  workId: row.work_id === null ? null : Number(row.work_id),
  detail: JSON.parse(row.detail) as Record<string, unknown>,
  createdAt: Number(row.created_at),
});

/** The audit log of administrative changes (issue #14 item 7): every editing action records one entry. */
export class AuditLog {
  constructor(
    private readonly repo: AuditRepo,
    private readonly now: () => number = Date.now,
  ) {}

  async record({ actor, action, workId = null, detail = {} }: AuditRecord): Promise<void> {
    await this.repo.insert({
      actor,
      action,
      work_id: workId,
      detail: JSON.stringify(detail),
      created_at: this.now(),
    });
  }

  async page(page = 1): Promise<AuditPage> {
    const { rows, total } = await this.repo.page((page - 1) * PAGE_SIZE, PAGE_SIZE);
    return {
      pagination: { currentPage: page, pageSize: PAGE_SIZE, totalCount: total },
      entries: rows.map(present),
    };
  }
}
