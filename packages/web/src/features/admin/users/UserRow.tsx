import type { User } from "@kikoeru/contract";
import { Badge, Checkbox, Group, Table, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./Users.module.css";
import { isSelectable, nextSort, type Sort, type SortColumn } from "./user-rules.ts";

const groupColors: Record<User["group"], string> = { administrator: "grape", user: "indigo", guest: "gray" };

interface SortHeaderProps {
  column: SortColumn;
  sort: Sort | null;
  onSort: (update: (current: Sort | null) => Sort | null) => void;
}

/** A column header that cycles its sort (none, ascending, descending) and says which is on. */
export function SortHeader({ column, sort, onSort }: SortHeaderProps) {
  const { t } = useTranslation();
  const active = sort?.column === column;
  const Icon = !active ? IconArrowsSort : sort.direction === "asc" ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}>
      <UnstyledButton onClick={() => onSort((current) => nextSort(current, column))}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {t(`admin.users.columns.${column}`)}
          </Text>
          <Icon size={14} stroke={1.5} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** One account: its checkbox (the built-in admin cannot be picked), name and group. */
export function UserRow({
  user,
  selected,
  onToggle,
}: {
  user: User;
  selected: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr bg={selected ? "var(--mantine-primary-color-light)" : undefined}>
      <Table.Td>
        <Tooltip label={t("admin.users.adminLocked")} disabled={isSelectable(user)}>
          <Checkbox
            aria-label={t("admin.users.select", { name: user.name })}
            checked={selected}
            disabled={!isSelectable(user)}
            onChange={onToggle}
          />
        </Tooltip>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500} className={classes.name}>
          {user.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={groupColors[user.group]}>
          {t(`admin.users.groups.${user.group}`)}
        </Badge>
      </Table.Td>
    </Table.Tr>
  );
}
