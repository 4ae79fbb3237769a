import { type LabelCount, type LabelKind, parseLabelIdParam, type WorksQuery } from "@kikoeru/contract";
import { VersionedLoads } from "../../cache.ts";
import { errors } from "../../http/errors.ts";
import type { Catalog, WorksPage } from "../catalog/index.ts";
import type { LabelsRepo } from "./labels.repo.ts";

/** Voice-actor ids are UUIDs; NUL would even fail PostgreSQL's lookup, so such an id names nobody. */
const vaIdParam = (raw: string) => (raw.includes("\u0000") ? null : raw);

const byName = (a: LabelCount, b: LabelCount) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export interface LabelsServiceDeps {
  repo: LabelsRepo;
  /** The works of a label, and the catalog version the label lists are cached under. */
  catalog: Catalog;
}

/** Circles, tags and voice actors: lists with counts, one label, and its works. */
export class LabelsService {
  private readonly lists = new VersionedLoads<LabelKind, readonly LabelCount[]>(3);

  constructor(private readonly deps: LabelsServiceDeps) {}

  /**
   * The label list, sorted by name (code-point order, the same on both databases): thousands of entries, kept
   * until the catalog changes (the same array meanwhile, so its JSON is made once).
   */
  async list(kind: LabelKind): Promise<readonly LabelCount[]> {
    const { catalog } = await this.deps.catalog.versions();
    return this.lists.get(catalog, kind, async () => (await this.deps.repo.list(kind)).sort(byName));
  }

  /** One label, or the kikoeru 404 (`社团<id>不存在`…). */
  async find(kind: LabelKind, rawId: string): Promise<{ id: number | string; name: string }> {
    const label = await this.lookUp(kind, rawId);
    if (!label) throw errors.labelNotFound(kind, rawId);
    return label;
  }

  /**
   * The works of one label, with the list parameters of /api/works. A label that does not exist has none: an
   * empty page, as kikoeru's query answered (reference §1.2), so old clients show an empty list, not an error.
   */
  async works(user: string, kind: LabelKind, rawId: string, query: WorksQuery): Promise<WorksPage> {
    const label = await this.lookUp(kind, rawId);
    if (!label) return this.deps.catalog.emptyPage(query);
    return this.deps.catalog.page(user, query, { label: { kind, id: label.id } });
  }

  /** Circle and tag ids are integers, voice-actor ids UUIDs; an id of the wrong form names no label. */
  private async lookUp(kind: LabelKind, rawId: string) {
    const id = kind === "va" ? vaIdParam(rawId) : parseLabelIdParam(rawId);
    return id === null ? undefined : this.deps.repo.find(kind, id);
  }
}
