import { type LabelKind, type LyricKind, parseLabelIdParam } from "@kikoeru/contract";
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { DialectName } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import type { FilterMode, SearchTerm, WorkFilter } from "./catalog-query.ts";

type WorksEb = ExpressionBuilder<DB, "works">;

const LYRIC_STATUSES: Record<LyricKind, string[]> = {
  local: ["local", "ai_local"],
  ai: ["ai", "ai_local"],
  no: [""],
};

/** The largest code point: [term, term + MAX_CHAR) holds every trigram that starts with `term`. */
const MAX_CHAR = "\u{10FFFF}";

/** Escapes LIKE wildcards so user text only ever matches itself (used with `escape '\'`). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** An FTS5 string literal: the whole term as one phrase, so operators in user text mean nothing. */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * Builds conditions for one mode. In `scan` mode on SQLite a unary `+` (SQLite's documented way) keeps a
 * column out of index selection, so the planner walks the sort index and tests rows instead of driving the
 * query from the label links; text is tested with LIKE on the row instead of read from the FTS index.
 */
class Conditions {
  private readonly scan: boolean;

  constructor(
    private readonly eb: WorksEb,
    private readonly dialect: DialectName,
    mode: FilterMode,
  ) {
    this.scan = mode === "scan" && dialect === "sqlite";
  }

  /**
   * `works.id in <list>`; `list` is a query builder (compiled in parentheses) or a parenthesized raw list.
   */
  private workIn(list: Expression<unknown>): Expression<SqlBool> {
    return this.scan ? sql<SqlBool>`+works.id in ${list}` : sql<SqlBool>`works.id in ${list}`;
  }

  private circleIn(list: Expression<unknown>): Expression<SqlBool> {
    return this.scan ? sql<SqlBool>`+works.circle_id in ${list}` : sql<SqlBool>`works.circle_id in ${list}`;
  }

  label(kind: LabelKind, id: number | string): Expression<SqlBool> {
    if (kind === "circle") return this.circleIn(sql`(${Number(id)})`);
    if (kind === "tag") {
      return this.workIn(this.eb.selectFrom("work_tags").select("work_id").where("tag_id", "=", Number(id)));
    }
    return this.workIn(this.eb.selectFrom("work_vas").select("work_id").where("va_id", "=", String(id)));
  }

  /** A label named by id or by exact name (advanced search terms 2–4): ids resolved first, then links. */
  labelByIdOrName(kind: LabelKind, value: string): Expression<SqlBool> {
    const label = parseLabelIdParam(value);
    const numeric = label === null ? [] : [label];
    if (kind === "circle") {
      const circles = this.eb
        .selectFrom("circles")
        .select("circles.id")
        .where((c) =>
          c.or([c("circles.name", "=", value), ...numeric.map((id) => c("circles.id", "=", id))]),
        );
      return this.circleIn(circles);
    }
    if (kind === "tag") {
      const tags = this.eb
        .selectFrom("tags")
        .select("tags.id")
        .where((t) => t.or([t("tags.name", "=", value), ...numeric.map((id) => t("tags.id", "=", id))]));
      return this.workIn(
        this.eb.selectFrom("work_tags").select("work_tags.work_id").where("work_tags.tag_id", "in", tags),
      );
    }
    const vas = this.eb
      .selectFrom("vas")
      .select("vas.id")
      .where((v) => v.or([v("vas.name", "=", value), v("vas.id", "=", value)]));
    return this.workIn(
      this.eb.selectFrom("work_vas").select("work_vas.work_id").where("work_vas.va_id", "in", vas),
    );
  }

  /**
   * Folded text in `search_text`. SQLite, reading the index: terms of 3+ characters in one FTS5 trigram
   * MATCH (each a quoted phrase, all ANDed); without one, the longest short term is read through the index
   * vocabulary (trigrams starting with it; the indexed text ends in two spaces so every position starts
   * one). Other short terms, lists a label already narrows, scan mode and PostgreSQL (served by pg_trgm)
   * test the row with LIKE.
   */
  private texts(texts: string[], labelled: boolean): Expression<SqlBool>[] {
    const like = (text: string) =>
      sql<SqlBool>`works.search_text like ${`%${escapeLike(text)}%`} escape '\\'`;
    if (this.scan || labelled || this.dialect === "postgres") return texts.map(like);
    const length = (text: string) => [...text].length;
    const long = texts.filter((text) => length(text) >= 3);
    const short = texts.filter((text) => length(text) < 3).sort((a, b) => length(b) - length(a));
    if (long.length > 0) {
      const match = long.map(ftsPhrase).join(" AND ");
      return [
        this.workIn(sql`(select rowid from works_fts where works_fts match ${match})`),
        ...short.map(like),
      ];
    }
    const [first, ...others] = short;
    if (first === undefined) return [];
    const vocabulary = sql`(select doc from works_fts_instance where term >= ${first} and term < ${first + MAX_CHAR})`;
    return [this.workIn(vocabulary), ...others.map(like)];
  }

  /** Conditions for the search terms; `labelled` when a label already restricts the list. */
  terms(terms: SearchTerm[], labelled: boolean): Expression<SqlBool>[] {
    const texts = terms.flatMap((term) => (term.kind === "text" ? [term.text] : []));
    const conditions = this.texts(texts, labelled || terms.some((term) => term.kind !== "text"));
    for (const term of terms) {
      if (term.kind === "label") conditions.push(this.labelByIdOrName(term.label, term.value));
      if (term.kind === "ids") conditions.push(this.workIn(sql`(${sql.join(term.ids)})`));
    }
    return conditions;
  }
}

/** The WHERE clause of a work list: visible works that pass the age, lyric, label and search filters. */
export function workFilter(
  eb: WorksEb,
  filter: WorkFilter,
  dialect: DialectName,
  mode: FilterMode,
): Expression<SqlBool> {
  const build = new Conditions(eb, dialect, mode);
  const conditions: Expression<SqlBool>[] = [eb("works.missing_since", "is", null)];
  if (filter.nsfw !== 0) conditions.push(eb("works.nsfw", "=", filter.nsfw === 2 ? 1 : 0));
  // `nsfw` is 1 exactly for `adult` and rides in every sort index, so the flag narrows the scan first.
  if (filter.age) conditions.push(eb("works.nsfw", "=", filter.age === "adult" ? 1 : 0));
  if (filter.age && filter.age !== "adult") conditions.push(eb("works.age_category", "=", filter.age));
  if (filter.lyric.length > 0) {
    const statuses = [...new Set(filter.lyric.flatMap((kind) => LYRIC_STATUSES[kind]))];
    conditions.push(eb("works.lyric_status", "in", statuses));
  }
  if (filter.label) conditions.push(build.label(filter.label.kind, filter.label.id));
  conditions.push(...build.terms(filter.terms, filter.label !== null));
  return eb.and(conditions);
}
