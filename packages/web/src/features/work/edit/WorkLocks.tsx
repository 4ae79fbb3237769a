import { Badge, Button, Group, Text } from "@mantine/core";
import { IconArrowBackUp, IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../shared/notify.ts";
import { useIsAdmin } from "../../auth/index.ts";
import { useEditState, useUndoEdit } from "./api.ts";

const FIELD_KEYS = ["title", "circle", "tags", "vas", "cover"] as const;
type LockedField = (typeof FIELD_KEYS)[number];
const isKnown = (field: string): field is LockedField => (FIELD_KEYS as readonly string[]).includes(field);

/**
 * For administrators: which fields of the work an edit locked (rescans and refreshes keep them), and the
 * undo of the latest edit. Unlocking is in the edit dialog, beside each field.
 */
export function WorkLocks({ workId }: { workId: number }) {
  const { t } = useTranslation();
  const admin = useIsAdmin();
  const state = useEditState(workId, admin);
  const undo = useUndoEdit(workId);
  const locked = state.data?.lockedFields.filter(isKnown) ?? [];
  if (!admin || (locked.length === 0 && !state.data?.undoable)) return null;
  return (
    <Group gap="xs" align="center">
      {locked.length > 0 ? (
        <Text size="xs" c="dimmed">
          {t("editing.locks.label")}
        </Text>
      ) : null}
      {locked.map((field) => (
        <Badge key={field} size="sm" variant="light" color="orange" leftSection={<IconLock size={11} />}>
          {t(`editing.locks.fields.${field}`)}
        </Badge>
      ))}
      {state.data?.undoable ? (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconArrowBackUp size={14} />}
          loading={undo.isPending}
          onClick={() =>
            undo.mutate(undefined, {
              onSuccess: () => notify.success(t("editing.locks.undone")),
              onError: (error) => notify.error(error.message),
            })
          }
        >
          {t("editing.locks.undo")}
        </Button>
      ) : null}
    </Group>
  );
}
