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

const byName = (a: LabelCount, b: LabelCount) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export interface LabelsServiceDeps {
  repo: LabelsRepo;
  works: WorksService;
  /** Supplies the catalog version the label lists are cached under. */
  catalog: Pick<WorksRepo, "version">;
}

/** Circles, tags and voice actors: lists with counts, one label, and its works. */
export class LabelsService {
  private readonly lists = new VersionedCache<string>(3);

  constructor(private readonly deps: LabelsServiceDeps) {}

  /**
   * The label list as JSON text: labels sorted by name (code-point order, the same on both databases).
   * Thousands of entries, so the serialized text is what is cached, until the catalog changes.
   */
  async listJson(kind: LabelKind): Promise<string> {
    const version = await this.deps.catalog.version();
    return this.lists.get(version, kind, async () => {
      const labels: LabelCount[] = (await this.deps.repo.list(kind)).sort(byName);
      return JSON.stringify(labels);
    });
  }

  /** One label, or the kikoeru 404 (`社团<id>不存在`…). Circle and tag ids are integers, voice-actor ids UUIDs. */
  async find(kind: LabelKind, rawId: string): Promise<{ id: number | string; name: string }> {
    const id = kind === "va" ? rawId : parseLabelIdParam(rawId);
    const label = id === null ? undefined : await this.deps.repo.find(kind, id);
    if (!label) throw notFound(labelMessages[kind](rawId));
    return label;
  }

  /** The works of one label, with the list parameters of /api/works, as JSON text. */
  async worksJson(user: string, kind: LabelKind, rawId: string, query: WorksQuery): Promise<string> {
    const label = await this.find(kind, rawId);
    return this.deps.works.listJson(user, query, { label: { kind, id: label.id } });
  }
}
