import { ActionIcon, Badge, Button, Group, Paper, Pill, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLabels } from "../labels/api.ts";
import { type SearchTerm, termsParam } from "../works/source.ts";
import {
  isLabelType,
  matchCandidates,
  pickLabel,
  submitText,
  type TermError,
  type TermResult,
  type TermType,
  termTypes,
  typeOfTerm,
} from "./terms.ts";

const labelOf = { va: "va", tag: "tag", circle: "circle" } as const;

/** 聚合搜索: conditions of several types, ANDed; a product code typed alone opens that work. */
export function AdvancedSearchBar({ terms }: { terms: SearchTerm[] }) {
  const { t } = useTranslation();
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

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <Select
            aria-label={t("search.typeLabel")}
            w={104}
            allowDeselect={false}
            value={type}
            onChange={(value) => {
              setType((value as TermType | null) ?? "fuzzy");
              setError(null);
            }}
            data={termTypes.map((value) => ({ value, label: t(`search.types.${value}`) }))}
            comboboxProps={{ width: 140 }}
            style={{ flexShrink: 0 }}
          />
          <TextInput
            style={{ flex: 1, minWidth: 0 }}
            aria-label={t("search.inputLabel")}
            placeholder={t(`search.hints.${type}`)}
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
            error={error ? t(`search.errors.${error}`) : undefined}
            rightSection={
              <ActionIcon
                variant="subtle"
                aria-label={t("search.add")}
                onClick={() => handle(submitText(terms, type, text))}
              >
                <IconPlus size={16} />
              </ActionIcon>
            }
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t("search.enterHint")}
        </Text>
        {candidates.length > 0 ? (
          <Group gap={6} aria-label={t("search.candidates")} role="group">
            {candidates.map((label) => (
              <Badge
                key={String(label.id)}
                component="button"
                type="button"
                variant="light"
                radius="sm"
                tt="none"
                fw={500}
                style={{ cursor: "pointer" }}
                onClick={() => isLabelType(type) && handle(pickLabel(terms, type, label))}
              >
                {label.name} ({label.count})
              </Badge>
            ))}
          </Group>
        ) : null}
        {terms.length > 0 ? (
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
                onRemove={() => apply(terms.filter((_, i) => i !== index))}
              >
                {typeOfTerm(term) === "fuzzy"
                  ? term.name
                  : `${t(`search.types.${typeOfTerm(term)}`)}：${term.name}`}
              </Pill>
            ))}
            <Button variant="subtle" size="compact-xs" onClick={() => apply([])}>
              {t("search.clear")}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
