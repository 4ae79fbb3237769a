import type { LabelCount } from "@kikoeru/contract";
import { Badge, Button, Group, Pill } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SearchTerm } from "../works/index.ts";
import classes from "./AdvancedSearchBar.module.css";
import { typeOfTerm } from "./terms.ts";

/** Labels matching the text typed, each a button that adds it as a condition. */
export function Candidates({
  labels,
  onPick,
}: {
  labels: LabelCount[];
  onPick: (label: LabelCount) => void;
}) {
  const { t } = useTranslation();
  if (labels.length === 0) return null;
  return (
    <Group gap={6} aria-label={t("search.candidates")} role="group">
      {labels.map((label) => (
        <Badge
          key={String(label.id)}
          component="button"
          type="button"
          variant="light"
          radius="sm"
          tt="none"
          fw={500}
          className={classes.candidate}
          onClick={() => onPick(label)}
        >
          {label.name} ({label.count})
        </Badge>
      ))}
    </Group>
  );
}

/** The conditions applied, each removable, and a button that clears them all. */
export function TermPills({
  terms,
  onApply,
}: {
  terms: SearchTerm[];
  onApply: (terms: SearchTerm[]) => void;
}) {
  const { t } = useTranslation();
  if (terms.length === 0) return null;
  return (
    <Group gap={6} align="center">
      {terms.map((term, index) => (
        <Pill
          key={`${term.t}-${term.d}`}
          size="md"
          withRemoveButton
          removeButtonProps={{
            "aria-label": t("search.remove", { name: term.name }),
            "aria-hidden": false,
            tabIndex: 0,
          }}
          onRemove={() => onApply(terms.filter((_, i) => i !== index))}
        >
          {typeOfTerm(term) === "fuzzy"
            ? term.name
            : `${t(`search.types.${typeOfTerm(term)}`)}：${term.name}`}
        </Pill>
      ))}
      <Button variant="subtle" size="compact-xs" onClick={() => onApply([])}>
        {t("search.clear")}
      </Button>
    </Group>
  );
}
