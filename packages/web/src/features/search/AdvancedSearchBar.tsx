import { ActionIcon, Group, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { SearchTerm } from "../works/index.ts";
import classes from "./AdvancedSearchBar.module.css";
import { Candidates, TermPills } from "./TermPills.tsx";
import { isLabelType, pickLabel, submitText, type TermType, termTypes } from "./terms.ts";
import { useTermInput } from "./use-term-input.ts";

/** 聚合搜索: conditions of several types, ANDed; a product code typed alone opens that work. */
export function AdvancedSearchBar({ terms }: { terms: SearchTerm[] }) {
  const { t } = useTranslation();
  const input = useTermInput(terms);
  const { type, text, error, handle } = input;
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <Select
            aria-label={t("search.typeLabel")}
            w={104}
            allowDeselect={false}
            value={type}
            onChange={(value) => input.changeType((value as TermType | null) ?? "fuzzy")}
            data={termTypes.map((value) => ({ value, label: t(`search.types.${value}`) }))}
            comboboxProps={{ width: 140 }}
            className={classes.type}
          />
          <TextInput
            className={classes.input}
            aria-label={t("search.inputLabel")}
            placeholder={t(`search.hints.${type}`)}
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(event) => input.changeText(event.currentTarget.value)}
            onKeyDown={input.onKeyDown}
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
        <Candidates
          labels={input.candidates}
          onPick={(label) => isLabelType(type) && handle(pickLabel(terms, type, label))}
        />
        <TermPills terms={terms} onApply={input.apply} />
      </Stack>
    </Paper>
  );
}
