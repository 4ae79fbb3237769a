import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

export interface AuditRow {
  id: number;
  actor: string;
  action: string;
  work_id: number | null;
  detail: string;
  created_at: number;
}

/** SQL for the audit log. */
export class AuditRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(row: Omit<AuditRow, "id">): Promise<void> {
    await this.db.insertInto("audit_log").values(row).execute();
  }

  /** One page, newest first, and the total number of entries. */
  async page(offset: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom("audit_log")
        .select(["id", "actor", "action", "work_id", "detail", "created_at"])
        .orderBy("id", "desc")
        .limit(limit)
        .offset(offset)
        .execute(),
      this.db
        .selectFrom("audit_log")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
