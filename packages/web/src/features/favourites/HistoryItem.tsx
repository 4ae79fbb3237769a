import { Button, Group, Text } from "@mantine/core";
import { IconPlayerPlay, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { player } from "../../player/runtime.ts";
import { durationText } from "../../shared/format.ts";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog.tsx";
import { type HistoryWork, readPlayState, useDeleteHistory } from "../history/index.ts";
import { FavouriteRow } from "./FavouriteRow.tsx";

/** A played work: where playback stopped (track i / n, time, file) with 从历史播放 and delete. */
export function HistoryItem({ work }: { work: HistoryWork }) {
  const { t } = useTranslation();
  const remove = useDeleteHistory();
  const [confirming, setConfirming] = useState(false);
  const position = readPlayState(work.state, work.id, work.title);
  const time = position ? durationText(position.seconds) : null;
  return (
    <FavouriteRow work={work}>
      {position && time ? (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {t("favourites.progressOf", { index: position.index + 1, count: position.count })}
          {" · "}
          {t(`time.${time.key}`, { ...time })}
          {position.title ? ` · ${position.title}` : ""}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {t("favourites.playedAt", { date: work.play_updated_at })}
      </Text>
      <Group gap="xs">
        {position ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlayerPlay size={14} />}
            onClick={() => player.setQueue(position.tracks, position.index, position.seconds)}
          >
            {t("favourites.resume")}
          </Button>
        ) : null}
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          leftSection={<IconTrash size={14} />}
          onClick={() => setConfirming(true)}
        >
          {t("favourites.deleteHistory")}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t("favourites.deleteHistory")}
        message={t("work.deleteHistoryConfirm")}
        danger
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(work.id, { onSettled: () => setConfirming(false) })}
      />
    </FavouriteRow>
  );
}
