import type { User } from "@kikoeru/contract";
import { Badge, Button, Checkbox, Group, Table, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../shared/notify.ts";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog.tsx";
import { deleteUsers, usersKey } from "../api.ts";
import { notifyActionError, Section } from "../shared.tsx";
import {
  isSelectable,
  nextSort,
  pruneSelection,
  type Sort,
  type SortColumn,
  selectionState,
  sortUsers,
  toggleAll,
} from "./user-rules.ts";

const groupColors: Record<User["group"], string> = { administrator: "grape", user: "indigo", guest: "gray" };

/** 所有用户: multi-select, sortable columns, delete with a confirmation that only the buttons close. */
export function UsersTable({ users }: { users: User[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [sort, setSort] = useState<Sort | null>(null);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const selected = useMemo(() => pruneSelection(users, picked), [users, picked]);
  const rows = useMemo(() => sortUsers(users, sort), [users, sort]);
  const header = selectionState(users, selected);

  const mutation = useMutation({
    mutationFn: () => deleteUsers([...selected]),
    onSuccess: ({ message }) => {
      notify.success(message);
      setPicked(new Set());
      setConfirming(false);
    },
    onError: (error) => {
      setConfirming(false);
      notifyActionError(error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: usersKey }),
  });

  const toggle = (name: string) =>
    setPicked((current) => {
      const next = new Set(pruneSelection(users, current));
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  const sortHeader = (column: SortColumn) => {
    const active = sort?.column === column;
    const Icon = !active ? IconArrowsSort : sort.direction === "asc" ? IconArrowUp : IconArrowDown;
    return (
      <Table.Th aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}>
        <UnstyledButton onClick={() => setSort((current) => nextSort(current, column))}>
          <Group gap={4} wrap="nowrap">
            <Text fw={700} size="sm">
              {t(`admin.users.columns.${column}`)}
            </Text>
            <Icon size={14} stroke={1.5} />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <Section
      title={t("admin.users.listTitle")}
      actions={
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          disabled={selected.size === 0}
          onClick={() => setConfirming(true)}
        >
          {t("admin.users.delete")}
        </Button>
      }
    >
      <Table.ScrollContainer minWidth={320}>
        <Table highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={44}>
                <Checkbox
                  aria-label={t("admin.users.selectAll")}
                  checked={header === "all"}
                  indeterminate={header === "some"}
                  disabled={!users.some(isSelectable)}
                  onChange={() => setPicked(toggleAll(users, selected))}
                />
              </Table.Th>
              {sortHeader("name")}
              {sortHeader("group")}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((user) => (
              <Table.Tr
                key={user.name}
                bg={selected.has(user.name) ? "var(--mantine-primary-color-light)" : undefined}
              >
                <Table.Td>
                  <Tooltip label={t("admin.users.adminLocked")} disabled={isSelectable(user)}>
                    <Checkbox
                      aria-label={t("admin.users.select", { name: user.name })}
                      checked={selected.has(user.name)}
                      disabled={!isSelectable(user)}
                      onChange={() => toggle(user.name)}
                    />
                  </Tooltip>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500} style={{ wordBreak: "break-all" }}>
                    {user.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={groupColors[user.group]}>
                    {t(`admin.users.groups.${user.group}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t("admin.users.selection", { count: selected.size, total: users.length })}
      </Text>
      <ConfirmDialog
        opened={confirming}
        persistent
        title={t("admin.users.deleteTitle")}
        message={t("admin.users.deleteConfirm")}
        confirmLabel={t("admin.users.delete")}
        danger
        loading={mutation.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => mutation.mutate()}
      />
    </Section>
  );
}
