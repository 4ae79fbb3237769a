import { type KeyboardEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useLabels } from "../labels/index.ts";
import { type SearchTerm, termsParam } from "../works/index.ts";
import {
  isLabelType,
  matchCandidates,
  submitText,
  type TermError,
  type TermResult,
  type TermType,
} from "./terms.ts";

const labelOf = { va: "va", tag: "tag", circle: "circle" } as const;

/**
 * The condition being typed: its type, text, error and the matching labels. `handle` applies a result (the new
 * list goes into the URL; a product code typed alone opens that work).
 */
export function useTermInput(terms: SearchTerm[]) {
  const navigate = useNavigate();
  const [type, setType] = useState<TermType>("fuzzy");
  const [text, setText] = useState("");
  const [error, setError] = useState<TermError | null>(null);
  const labels = useLabels(isLabelType(type) ? labelOf[type] : "tag", isLabelType(type));
  const candidates = isLabelType(type) ? matchCandidates(labels.data ?? [], text) : [];

  const apply = (next: SearchTerm[]) =>
    void navigate(
      next.length ? `/search?${new URLSearchParams({ [termsParam]: JSON.stringify(next) })}` : "/search",
    );
  const handle = (result: TermResult) => {
    if (result.kind === "error") {
      setError(result.error);
      return;
    }
    setError(null);
    setText("");
    if (result.kind === "open") void navigate(`/work/${result.workId}`);
    else apply(result.terms);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    handle(submitText(terms, type, text));
  };
  const changeType = (value: TermType) => {
    setType(value);
    setError(null);
  };
  const changeText = (value: string) => {
    setText(value);
    setError(null);
  };
  return { type, text, error, candidates, apply, handle, onKeyDown, changeType, changeText };
}
