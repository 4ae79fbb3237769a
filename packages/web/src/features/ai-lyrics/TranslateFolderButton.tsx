import "./texts.ts";
import { Button, Tooltip } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notify } from "../../shared/notify.ts";
import { useCreateTasks } from "./api.ts";

interface TranslateFolderButtonProps {
  workId: number;
  /** The audio files directly in the folder shown (not its subfolders, as in kikoeru). */
  files: { path: string; title: string }[];
}

/** 翻译当前目录音频: one AI lyric task per audio file of the folder shown; files with a task are skipped. */
export function TranslateFolderButton({ workId, files }: TranslateFolderButtonProps) {
  const { t } = useTranslation();
  const create = useCreateTasks(workId);
  return (
    <Tooltip label={t("aiLyrics.tree.translateFolderHint")} withArrow>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconLanguage size={16} />}
        loading={create.isPending}
        onClick={() => (files.length ? create.mutate(files) : notify.info(t("aiLyrics.tree.nothing")))}
      >
        {t("aiLyrics.tree.translateFolder")}
      </Button>
    </Tooltip>
  );
}
