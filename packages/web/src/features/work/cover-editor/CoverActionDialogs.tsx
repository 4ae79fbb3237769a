import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { coverUrl } from "../../../shared/media.ts";
import { notify } from "../../../shared/notify.ts";
import type { WorkActionDialogProps } from "../components/work-actions.ts";
import { recoverCover } from "./cover-api.ts";
import type { EditorCoverType } from "./crop.ts";
import { ImageEditor } from "./ImageEditor.tsx";

/** 编辑封面 from the more menu: the image editor on the work's current main cover. */
export function EditCoverDialog({ work, opened, onClose }: WorkActionDialogProps) {
  return (
    <ImageEditor workId={work.id} source={opened ? coverUrl(work.id, "main") : null} onClose={onClose} />
  );
}

/** Recovers one type; true when something was put back. Failures show kikoeru's sentences. */
async function recoverOne(workId: number, type: EditorCoverType, failure: string): Promise<boolean | null> {
  try {
    return (await recoverCover(workId, type)).success;
  } catch {
    notify.error(failure);
    return null;
  }
}

/** 恢复原始封面: puts back the main cover, then the thumbnail, as kikoeru's client does. */
export function RecoverCoverDialog({ work, opened, onClose }: WorkActionDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const main = await recoverOne(work.id, "main", t("coverEditor.recoverMainFailed"));
    const sam = main === null ? null : await recoverOne(work.id, "sam", t("coverEditor.recoverSamFailed"));
    setBusy(false);
    if (main === null || sam === null) return;
    if (main || sam) notify.success(t("coverEditor.recovered"));
    else notify.info(t("coverEditor.nothingToRecover"));
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t("coverEditor.recoverTitle")}>
      <Stack>
        <Text size="sm">{t("coverEditor.recoverConfirm")}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button onClick={run} loading={busy}>
            {t("common.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
