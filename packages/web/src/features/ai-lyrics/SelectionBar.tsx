import { Button, Checkbox, Group, Text } from "@mantine/core";
import { IconRotateClockwise, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

interface SelectionBarProps {
  className?: string | undefined;
  total: number;
  selected: number;
  allSelected: boolean;
  busy: boolean;
  onSelectAll: (all: boolean) => void;
  onRedo: () => void;
  onDelete: () => void;
}

/** The count, 全选本页 and the batch actions on the tasks ticked (kikoeru's id 0 + idArr form). */
export function SelectionBar(props: SelectionBarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" className={props.className}>
      <Group gap="md">
        <Checkbox
          label={t("aiLyrics.selectAll")}
          checked={props.allSelected}
          indeterminate={props.selected > 0 && !props.allSelected}
          onChange={(event) => props.onSelectAll(event.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          {t("aiLyrics.total", { count: props.total })}
        </Text>
      </Group>
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="light"
          color="orange"
          leftSection={<IconRotateClockwise size={14} />}
          disabled={props.selected === 0 || props.busy}
          onClick={props.onRedo}
        >
          {t("aiLyrics.redoSelected", { count: props.selected })}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} />}
          disabled={props.selected === 0 || props.busy}
          onClick={props.onDelete}
        >
          {t("aiLyrics.deleteSelected", { count: props.selected })}
        </Button>
      </Group>
    </Group>
  );
}
