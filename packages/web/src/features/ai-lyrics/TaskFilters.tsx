import { AI_LYRIC_STATUS } from "@kikoeru/contract";
import { Button, Group, MultiSelect, Switch, TextInput } from "@mantine/core";
import { IconRefresh, IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { TASK_STATUS_NAMES } from "./status.ts";

export interface FilterDraft {
  /** What the user typed as the work: "RJ01234567", "1234567" or "". */
  work: string;
  fileName: string;
  statuses: string[];
}

interface TaskFiltersProps {
  draft: FilterDraft;
  workInvalid: boolean;
  onChange: (draft: FilterDraft) => void;
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Work, file name and status filters; the 5 s auto-refresh switch (off by default) and 刷新. */
export function TaskFilters(props: TaskFiltersProps) {
  const { draft, onChange } = props;
  const { t } = useTranslation();
  const statusOptions = TASK_STATUS_NAMES.map((name) => ({
    value: String(AI_LYRIC_STATUS[name]),
    label: t(`aiLyrics.status.${name}`),
  }));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t("aiLyrics.filters.label")}>
      <TextInput
        label={t("aiLyrics.filters.workId")}
        placeholder={t("aiLyrics.filters.workIdPlaceholder")}
        value={draft.work}
        error={props.workInvalid ? t("aiLyrics.filters.workIdInvalid") : undefined}
        onChange={(event) => onChange({ ...draft, work: event.currentTarget.value })}
        w={{ base: "100%", xs: 180 }}
      />
      <TextInput
        label={t("aiLyrics.filters.fileName")}
        placeholder={t("aiLyrics.filters.fileNamePlaceholder")}
        leftSection={<IconSearch size={16} />}
        value={draft.fileName}
        onChange={(event) => onChange({ ...draft, fileName: event.currentTarget.value })}
        w={{ base: "100%", xs: 220 }}
      />
      <MultiSelect
        label={t("aiLyrics.filters.status")}
        placeholder={draft.statuses.length ? undefined : t("aiLyrics.filters.statusPlaceholder")}
        data={statusOptions}
        value={draft.statuses}
        onChange={(statuses) => onChange({ ...draft, statuses })}
        clearable
        w={{ base: "100%", xs: 260 }}
      />
      <Group gap="md" wrap="nowrap" h={36}>
        <Switch
          label={t("aiLyrics.filters.autoRefresh")}
          checked={props.autoRefresh}
          onChange={(event) => props.onAutoRefresh(event.currentTarget.checked)}
        />
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} />}
          loading={props.refreshing}
          onClick={props.onRefresh}
        >
          {t("aiLyrics.filters.refresh")}
        </Button>
      </Group>
    </Group>
  );
}
