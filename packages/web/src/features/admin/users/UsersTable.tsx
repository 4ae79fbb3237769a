import type { User } from "@kikoeru/contract";
import { Button, Checkbox, Table, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog.tsx";
import { Section } from "../shared.tsx";
import { SortHeader, UserRow } from "./UserRow.tsx";
import { useDeleteUsers } from "./use-delete-users.ts";
import {
  isSelectable,
  pruneSelection,
  type Sort,
  selectionState,
  sortUsers,
  toggleAll,
} from "./user-rules.ts";

/** 所有用户: multi-select, sortable columns, delete with a confirmation that only the buttons close. */
export function UsersTable({ users }: { users: User[] }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<Sort | null>(null);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const selected = useMemo(() => pruneSelection(users, picked), [users, picked]);
  const rows = useMemo(() => sortUsers(users, sort), [users, sort]);
  const header = selectionState(users, selected);

  const mutation = useDeleteUsers(
    selected,
    () => {
      setPicked(new Set());
      setConfirming(false);
    },
    () => setConfirming(false),
  );

  const toggle = (name: string) =>
    setPicked((current) => {
      const next = new Set(pruneSelection(users, current));
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

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
              <SortHeader column="name" sort={sort} onSort={setSort} />
              <SortHeader column="group" sort={sort} onSort={setSort} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((user) => (
              <UserRow
                key={user.name}
                user={user}
                selected={selected.has(user.name)}
                onToggle={() => toggle(user.name)}
              />
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
