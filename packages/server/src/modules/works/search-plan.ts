import {
  type AdvancedTerm,
  type LabelKind,
  parseAdvancedKeyword,
  SEARCH_TERM_TYPES,
  workIdOf,
  workMessages,
} from "@kikoeru/contract";
import { type AppError, errors } from "../../http/errors.ts";
import { foldForSearch } from "../../library/search-text.ts";
import type { SearchPlan, SearchTerm } from "../catalog/index.ts";

const CODE = /^(rj|bj|vj|cc)?(\d{6}|\d{8})$/;
/** A prefixed product code anywhere in folded text: pasted folder and file names, DLsite links. */
const PREFIXED_CODE = /(?<![a-z0-9])(rj|bj|vj|cc)(\d{8}|\d{6})(?!\d)/g;
const BARE_NUMBER_PREFIXES = ["RJ", "BJ", "VJ"] as const;
/**
 * Control characters and lone surrogates: SQLite's FTS5 query parser stops at NUL (a 500 before) and
 * PostgreSQL refuses NUL in text, yet no title holds them, so keywords treat them as spaces.
 */
const UNSEARCHABLE = /[\p{Cc}\p{Cs}]/gu;

/** The keyword as searchable text: control characters and lone surrogates become spaces. */
function searchableText(text: string): string {
  return text.replace(UNSEARCHABLE, " ");
}

/** The 400 `{errors:[…]}` shape for a bad query parameter that only the service can judge. */
function queryError(param: string, msg: string, value: unknown): AppError {
  return errors.searchInvalid(param, msg, value);
}

/**
 * Work ids a folded word names as a product code: "rj01234567" → that work; 6 or 8 bare digits → the
 * RJ, BJ and VJ works with that number. Empty when the word is not a code.
 */
function codeCandidates(folded: string): number[] {
  const match = CODE.exec(folded);
  if (!match) return [];
  const number = Number(match[2]);
  const prefixes = match[1] ? [match[1].toUpperCase() as "RJ"] : BARE_NUMBER_PREFIXES;
  return prefixes.map((prefix) => workIdOf({ prefix, number }));
}

/**
 * A plain keyword. When it holds a prefixed product code anywhere (`RJ123456`, `【RJ123456】`,
 * `RJ123456.zip`, a DLsite link), it names those works and the rest of the text is ignored, as kikoeru does.
 * Otherwise every whitespace-separated word must occur (folded) in the work's code, title, circle, voice
 * actors or tags, and exact hits list first: the work whose code is a bare number of the keyword, then works
 * titled exactly as typed (or its NFKC form).
 */
export function plainSearch(rawKeyword: string): SearchPlan {
  const keyword = searchableText(rawKeyword);
  const folded = foldForSearch(keyword);
  if (folded === "") return { terms: [], relevance: null };
  const named = [...folded.matchAll(PREFIXED_CODE)].flatMap((match) => codeCandidates(match[1]! + match[2]!));
  if (named.length > 0) return { terms: [{ kind: "ids", ids: [...new Set(named)] }], relevance: null };
  const words = [...new Set(folded.split(" "))];
  const typed = keyword.trim();
  return {
    terms: words.map((text) => ({ kind: "text", text })),
    relevance: {
      codeIds: [...new Set(words.flatMap(codeCandidates))],
      titles: [...new Set([typed, typed.normalize("NFKC")])],
    },
  };
}

const LABEL_TYPES: Record<number, LabelKind> = {
  [SEARCH_TERM_TYPES.va]: "va",
  [SEARCH_TERM_TYPES.tag]: "tag",
  [SEARCH_TERM_TYPES.circle]: "circle",
};

function advancedTerm(term: AdvancedTerm, raw: string): SearchTerm[] {
  const text = searchableText(term.d);
  if (term.t === SEARCH_TERM_TYPES.fuzzy) {
    const words = new Set(foldForSearch(text).split(" ").filter(Boolean));
    return [...words].map((text) => ({ kind: "text", text }));
  }
  if (term.t === SEARCH_TERM_TYPES.code) {
    const ids = codeCandidates(foldForSearch(text));
    if (ids.length === 0) throw queryError("keyword", workMessages.badCode, raw);
    return [{ kind: "ids", ids }];
  }
  return [{ kind: "label", label: LABEL_TYPES[term.t]!, value: text.trim() }];
}

/** The advanced keyword `[{t,d,name}]` (types in `SEARCH_TERM_TYPES`); every term must match. */
export function advancedSearch(raw: string): SearchPlan {
  const terms = parseAdvancedKeyword(raw);
  if (terms === null) throw queryError("keyword", workMessages.badAdvanced, raw);
  return { terms: terms.flatMap((term) => advancedTerm(term, raw)), relevance: null };
}
