import type { WorkDetail } from "@kikoeru/contract";
import { Button, Tooltip } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog.tsx";
import { useDeleteHistory } from "../../history/index.ts";

/** 删除播放记录 (the saved position's Resume sits with Play at the top, in `PlayActions`). */
export function HistoryActions({ work }: { work: WorkDetail }) {
  const { t } = useTranslation();
  const remove = useDeleteHistory();
  const [confirming, setConfirming] = useState(false);
  if (!work.state) return null;
  return (
    <>
      <Tooltip label={t("work.deleteHistoryHint")} multiline w={240}>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconHistory size={16} />}
          onClick={() => setConfirming(true)}
        >
          {t("work.deleteHistory")}
        </Button>
      </Tooltip>
      <ConfirmDialog
        opened={confirming}
        title={t("work.deleteHistory")}
        message={t("work.deleteHistoryConfirm")}
        danger
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(work.id, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
