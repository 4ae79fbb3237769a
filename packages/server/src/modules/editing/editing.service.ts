import {
  type EditableField,
  type EditWorkBody,
  NO_CIRCLE,
  NO_VA,
  parseWorkIdParam,
  type WorkEditState,
} from "@kikoeru/contract";
import { errors } from "../../http/errors.ts";
import { nameOnlyId, vaIdOf } from "../../library/ids.ts";
import { lockedSet } from "../../library/library.repo.ts";
import type { AuditLog } from "../audit/index.ts";
import type { EditingRepo, Label, WorkValues } from "./editing.repo.ts";

export interface EditingServiceDeps {
  repo: EditingRepo;
  audit: AuditLog;
  /** The configured tag language: a new tag's name is recorded in it. */
  tagLanguage: () => string;
  now?: () => number;
}

type Changes = Partial<WorkValues>;

const FIELDS = ["title", "circle", "tags", "vas"] as const satisfies readonly EditableField[];

const sameIds = (a: Label<unknown>[], b: Label<unknown>[]) =>
  a.length === b.length && a.every((label, i) => label.id === b[i]!.id);
const byId = (a: Label<number>, b: Label<number>) => a.id - b.id;

/** Whether `field` differs between the work's values and the edit's. */
function changed(field: EditableField, before: WorkValues, after: WorkValues): boolean {
  if (field === "title") return before.title !== after.title;
  if (field === "circle") return (before.circle?.id ?? null) !== (after.circle?.id ?? null);
  if (field === "tags") return !sameIds([...before.tags].sort(byId), [...after.tags].sort(byId));
  return !sameIds(before.vas, after.vas);
}

function pick(values: Changes, fields: readonly EditableField[]): Changes {
  return Object.fromEntries(fields.map((field) => [field, values[field]]));
}

function refuseDuplicates<Id>(labels: Label<Id>[]): void {
  const seen = new Set<Id>();
  for (const label of labels) {
    if (seen.has(label.id)) throw errors.editDuplicate(label.name);
    seen.add(label.id);
  }
}

/**
 * Metadata edits (issue #14 item 1): an administrator sets a work's title, circle, tags and voice actors.
 * Changed fields join the work's locked fields, so scans and metadata refreshes keep them; every edit keeps
 * the values it replaced, so the latest one can be undone, and a field can be unlocked for the next refresh.
 */
export class EditingService {
  private readonly now: () => number;

  constructor(private readonly deps: EditingServiceDeps) {
    this.now = deps.now ?? Date.now;
  }

  async state(idParam: string): Promise<WorkEditState> {
    const id = this.workId(idParam);
    const locked = await this.deps.repo.lockedFields(id);
    if (locked === undefined) throw errors.workNotFound(idParam);
    return {
      lockedFields: [...lockedSet(locked)],
      undoable: (await this.deps.repo.latestEdit(id)) !== undefined,
    };
  }

  async edit(actor: string, idParam: string, body: EditWorkBody): Promise<void> {
    const id = this.workId(idParam);
    const { repo } = this.deps;
    const [before, locked] = await Promise.all([repo.values(id), repo.lockedFields(id)]);
    if (!before || locked === undefined) throw errors.workNotFound(idParam);
    const after: WorkValues = {
      title: body.title,
      circle: await this.circle(body.circle),
      tags: await this.tags(body.tags),
      vas: await this.vas(body.vas),
    };
    const fields = FIELDS.filter((field) => changed(field, before, after));
    if (fields.length === 0) return;
    const lockedFields = [...new Set([...lockedSet(locked), ...fields])];
    await repo.write(id, pick(after, fields), lockedFields, this.deps.tagLanguage(), {
      actor,
      before: JSON.stringify(pick(before, fields)),
      after: JSON.stringify(pick(after, fields)),
      at: this.now(),
    });
    await this.deps.audit.record({
      actor,
      action: "work.edit",
      workId: id,
      detail: { fields, before: pick(before, fields), after: pick(after, fields) },
    });
  }

  /**
   * Restores the values the latest edit replaced. Its fields are unlocked unless an earlier edit still in
   * force changed them too.
   */
  async undo(actor: string, idParam: string): Promise<void> {
    const id = this.workId(idParam);
    const { repo } = this.deps;
    const locked = await repo.lockedFields(id);
    if (locked === undefined) throw errors.workNotFound(idParam);
    const edit = await repo.latestEdit(id);
    if (!edit) throw errors.nothingToUndo(id);
    const restored = JSON.parse(edit.before) as Changes;
    const others = new Set(
      (await repo.otherActiveEdits(id, edit.id)).flatMap((row) => Object.keys(JSON.parse(row))),
    );
    const fields = Object.keys(restored);
    const lockedFields = [...lockedSet(locked)].filter(
      (field) => !fields.includes(field) || others.has(field),
    );
    await repo.write(id, restored, lockedFields, this.deps.tagLanguage(), {
      undoId: edit.id,
      at: this.now(),
    });
    await this.deps.audit.record({ actor, action: "work.undo", workId: id, detail: { fields, restored } });
  }

  /** Unlocks fields: the next scan or metadata refresh writes the source's values again. */
  async unlock(actor: string, idParam: string, fields: readonly string[]): Promise<void> {
    const id = this.workId(idParam);
    const locked = await this.deps.repo.lockedFields(id);
    if (locked === undefined) throw errors.workNotFound(idParam);
    const kept = [...lockedSet(locked)].filter((field) => !fields.includes(field));
    await this.deps.repo.setLockedFields(id, kept);
    await this.deps.audit.record({ actor, action: "work.unlock", workId: id, detail: { fields } });
  }

  private workId(idParam: string): number {
    const id = parseWorkIdParam(idParam);
    if (id === null) throw errors.workNotFound(idParam);
    return id;
  }

  /** Id 0 is a circle named by the client: the one of that name, else the scanner's id for the name. */
  private async circle({ id, name }: EditWorkBody["circle"]): Promise<Label<number> | null> {
    if (id === NO_CIRCLE.id && name === NO_CIRCLE.name) return null;
    if (id === 0)
      return (await this.deps.repo.circleByName(name)) ?? { id: nameOnlyId("circle", name), name };
    const known = await this.deps.repo.circleById(id);
    if (!known) throw errors.editLabelNotFound("circle", String(id));
    return known;
  }

  private async tags(tags: EditWorkBody["tags"]): Promise<Label<number>[]> {
    const known = new Map(
      (await this.deps.repo.tagsById(tags.filter((t) => t.id !== 0).map((t) => t.id))).map((t) => [
        Number(t.id),
        t,
      ]),
    );
    const resolved: Label<number>[] = [];
    for (const { id, name } of tags) {
      if (id === 0) {
        const byName = await this.deps.repo.tagByName(name);
        resolved.push(
          byName ? { id: Number(byName.id), name: byName.name } : { id: nameOnlyId("tag", name), name },
        );
        continue;
      }
      const tag = known.get(id);
      if (!tag) throw errors.editLabelNotFound("tag", String(id));
      resolved.push({ id, name: tag.name });
    }
    refuseDuplicates(resolved);
    return resolved;
  }

  /** At least one voice actor, unless the only one is the N/A placeholder (none). */
  private async vas(vas: EditWorkBody["vas"]): Promise<Label<string>[]> {
    if (vas.length === 0) throw errors.editVaRequired();
    const real = vas.filter((va) => va.id !== NO_VA.id && !(va.id === 0 && va.name === NO_VA.name));
    const named = real.map((va) =>
      va.id === 0 ? { id: vaIdOf(va.name), name: va.name } : { id: va.id, name: va.name },
    );
    const known = new Map((await this.deps.repo.vasById(named.map((va) => va.id))).map((va) => [va.id, va]));
    const resolved = named.map((va, i) => {
      const found = known.get(va.id);
      if (!found && real[i]!.id !== 0) throw errors.editLabelNotFound("va", va.id);
      return found ?? va;
    });
    refuseDuplicates(resolved);
    return resolved;
  }
}
