import {
  MAX_RELATED_WORKS,
  NO_CIRCLE,
  parseWorkIdParam,
  type SearchQuery,
  type WorksQuery,
} from "@kikoeru/contract";
import { VersionedLoads } from "../../cache.ts";
import { errors } from "../../http/errors.ts";
import type { Catalog, WorkCard, WorksPage } from "../catalog/index.ts";
import { advancedSearch, plainSearch } from "./search-plan.ts";
import type { RelatedWork, WorksRepo } from "./works.repo.ts";

/** Related-work lists kept per catalog version: the work page's costliest query, the same for every user. */
const RELATED_CACHE_ENTRIES = 2000;

/** The work page: the caller's card and the related works (the same list object while it is cached). */
export interface WorkDetail {
  card: WorkCard;
  related: readonly RelatedWork[];
}

export interface WorksServiceDeps {
  catalog: Catalog;
  repo: WorksRepo;
}

/** Work lists, search and the work page. */
export class WorksService {
  private readonly related = new VersionedLoads<number, readonly RelatedWork[]>(RELATED_CACHE_ENTRIES);

  constructor(private readonly deps: WorksServiceDeps) {}

  /** One page of works; the caller's stars order `order=rating` and fill `userRating`. */
  list(user: string, query: WorksQuery): Promise<WorksPage> {
    return this.deps.catalog.page(user, query);
  }

  /** A keyword search: plain text, or with `isAdvance=1` the JSON term list. */
  search(user: string, query: SearchQuery, keyword: string): Promise<WorksPage> {
    const search = query.isAdvance === "1" ? advancedSearch(keyword) : plainSearch(keyword);
    return this.deps.catalog.page(user, query, { search });
  }

  /** The work page; the id may be a number or a code. Missing and unknown works are 404. */
  async detail(user: string, rawId: string): Promise<WorkDetail> {
    const id = parseWorkIdParam(rawId);
    if (id === null) throw errors.workNotFound(rawId);
    const { catalog } = this.deps;
    const versions = await catalog.versions();
    const [card] = await catalog.cardsAt([id], user, versions, { plays: true });
    if (!card || card.missing) throw errors.workNotFound(rawId);
    const circleId = card.work.circle_id === NO_CIRCLE.id ? null : card.work.circle_id;
    const related = await this.related.get(versions.catalog, id, () =>
      this.deps.repo.related({ id, series: card.series, circleId }, MAX_RELATED_WORKS),
    );
    return { card, related };
  }
}
