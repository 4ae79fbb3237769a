import { createHash } from "node:crypto";
import {
  type LabelCount,
  type LabelKind,
  labelMessages,
  parseLabelIdParam,
  type WorksQuery,
} from "@kikoeru/contract";
import { notFound } from "../../http/errors.ts";
import { VersionedCache } from "../works/versioned-cache.ts";
import type { WorksRepo } from "../works/works.repo.ts";
import type { WorksService } from "../works/works.service.ts";
import type { LabelsRepo } from "./labels.repo.ts";

/** A label list's JSON and its entity tag. */
export interface LabelListBody {
  bytes: Buffer;
  etag: string;
}

/** Voice-actor ids are UUIDs; NUL would even fail PostgreSQL's lookup, so such an id names nobody. */
const vaIdParam = (raw: string) => (raw.includes("\u0000") ? null : raw);

const byName = (a: LabelCount, b: LabelCount) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export interface LabelsServiceDeps {
  repo: LabelsRepo;
  works: WorksService;
  /** Supplies the catalog version the label lists are cached under. */
  catalog: Pick<WorksRepo, "version">;
}

/** Circles, tags and voice actors: lists with counts, one label, and its works. */
export class LabelsService {
  private readonly lists = new VersionedCache<LabelListBody>(3);

  constructor(private readonly deps: LabelsServiceDeps) {}

  /**
   * The label list as UTF-8 JSON: labels sorted by name (code-point order, the same on both databases).
   * Thousands of entries, so the serialized bytes are what is cached, until the catalog changes, with an
   * entity tag made from them so clients holding the same list are answered 304.
   */
  async listJson(kind: LabelKind): Promise<LabelListBody> {
    const version = await this.deps.catalog.version();
    return this.lists.get(version, kind, async () => {
      const labels: LabelCount[] = (await this.deps.repo.list(kind)).sort(byName);
      const bytes = Buffer.from(JSON.stringify(labels));
      return { bytes, etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"` };
    });
  }

  /** One label, or the kikoeru 404 (`社团<id>不存在`…). Circle and tag ids are integers, voice-actor ids UUIDs. */
  async find(kind: LabelKind, rawId: string): Promise<{ id: number | string; name: string }> {
    const id = kind === "va" ? vaIdParam(rawId) : parseLabelIdParam(rawId);
    const label = id === null ? undefined : await this.deps.repo.find(kind, id);
    if (!label) throw notFound(labelMessages[kind](rawId));
    return label;
  }

  /** The works of one label, with the list parameters of /api/works, as UTF-8 JSON. */
  async worksJson(user: string, kind: LabelKind, rawId: string, query: WorksQuery): Promise<Buffer> {
    const label = await this.find(kind, rawId);
    return this.deps.works.listJson(user, query, { label: { kind, id: label.id } });
  }
}
