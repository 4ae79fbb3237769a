import { message } from "@kikoeru/contract";
import type { AuditLog } from "../audit/index.ts";
import type { UncensorRepo } from "./uncensor.repo.ts";
import { UNCENSORED_TAGS } from "./uncensor-tags.ts";

export interface UncensorServiceDeps {
  repo: UncensorRepo;
  audit: AuditLog;
  tagLanguage: () => string;
  /** The table of names; tests pass a small one. */
  table?: typeof UNCENSORED_TAGS;
  now?: () => number;
}

export interface UncensorResult {
  success: true;
  message: string;
  changed: number;
}

/**
 * Tag uncensoring (issue #14 item 4): DLsite's renamed genres get their former names back in the configured
 * tag language. Reversible: the replaced names are kept until undone, and scans leave renamed tags alone.
 */
export class UncensorService {
  constructor(private readonly deps: UncensorServiceDeps) {}

  async apply(actor: string): Promise<UncensorResult> {
    const lang = this.deps.tagLanguage();
    const table = this.deps.table ?? UNCENSORED_TAGS;
    const renames = await this.deps.repo.rename(lang, table[lang] ?? {}, (this.deps.now ?? Date.now)());
    await this.deps.audit.record({ actor, action: "tags.uncensor", detail: { lang, renames } });
    return { success: true, message: message("editing.uncensored"), changed: renames.length };
  }

  async undo(actor: string): Promise<UncensorResult> {
    const lang = this.deps.tagLanguage();
    const renames = await this.deps.repo.revert(lang);
    await this.deps.audit.record({ actor, action: "tags.uncensor.undo", detail: { lang, renames } });
    return { success: true, message: message("editing.uncensorUndone"), changed: renames.length };
  }
}
