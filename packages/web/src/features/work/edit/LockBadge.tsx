import type { EditableField } from "@kikoeru/contract";
import { ActionIcon, Badge, Group, Tooltip } from "@mantine/core";
import { IconLock, IconLockOpen } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../shared/notify.ts";
import { useEditState, useUnlock } from "./api.ts";

/** A field's label with, when an edit locked the field, a lock badge and the action that unlocks it. */
export function LockBadge({ workId, field, label }: { workId: number; field: EditableField; label: string }) {
  const { t } = useTranslation();
  const state = useEditState(workId, true);
  const unlock = useUnlock(workId);
  if (!state.data?.lockedFields.includes(field)) return <>{label}</>;
  return (
    <Group gap={6} component="span" wrap="nowrap" display="inline-flex">
      {label}
      <Badge size="xs" variant="light" color="orange" leftSection={<IconLock size={10} />}>
        {t("editing.locks.badge")}
      </Badge>
      <Tooltip label={t("editing.locks.unlock")} multiline w={220}>
        <ActionIcon
          size="xs"
          variant="subtle"
          color="gray"
          aria-label={t("editing.locks.unlock")}
          loading={unlock.isPending}
          onClick={() =>
            unlock.mutate(field, {
              onSuccess: () => notify.success(t("editing.locks.unlocked")),
              onError: (error) => notify.error(error.message),
            })
          }
        >
          <IconLockOpen size={12} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
