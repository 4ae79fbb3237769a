import type { WorkDetail } from "@kikoeru/contract";
import { Button, Tooltip } from "@mantine/core";
import { IconHistory, IconPlayerPlay } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { player } from "../../../player/runtime.ts";
import { formatClock } from "../../../shared/format.ts";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog.tsx";
import { readPlayState, useDeleteHistory } from "../../history/index.ts";

/** 继续播放 第x/y首 mm:ss from the saved play position, and 删除播放记录. Nothing plays by itself. */
export function HistoryActions({ work }: { work: WorkDetail }) {
  const { t } = useTranslation();
  const remove = useDeleteHistory();
  const [confirming, setConfirming] = useState(false);
  if (!work.state) return null;
  const position = readPlayState(work.state, work.id, work.title);
  return (
    <>
      {position ? (
        <Button
          variant="light"
          color="teal"
          leftSection={<IconPlayerPlay size={16} />}
          onClick={() => player.setQueue(position.tracks, position.index, position.seconds)}
        >
          {t("work.resume", {
            index: position.index + 1,
            count: position.count,
            time: formatClock(position.seconds),
          })}
        </Button>
      ) : null}
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
