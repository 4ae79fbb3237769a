import { Alert, Center, Loader, Modal, ScrollArea, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "./AiLyricPage.module.css";
import { type AiLyricTask, useTaskLyric } from "./api.ts";

/** A successful task's lyric (its LRC text), read-only. */
export function LyricPreview({ task, onClose }: { task: AiLyricTask | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lyric = useTaskLyric(task?.id ?? null);
  return (
    <Modal
      opened={task !== null}
      onClose={onClose}
      title={t("aiLyrics.lyricTitle", { name: task?.file_name || task?.audio_path || "" })}
      size="lg"
      centered
    >
      {lyric.isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : lyric.isError ? (
        <Alert color="red">{lyric.error.message}</Alert>
      ) : lyric.data.lrcContent.trim() ? (
        <ScrollArea.Autosize mah="60vh">
          <pre className={classes.lyric}>{lyric.data.lrcContent}</pre>
        </ScrollArea.Autosize>
      ) : (
        <Text c="dimmed">{t("aiLyrics.lyricEmpty")}</Text>
      )}
    </Modal>
  );
}
