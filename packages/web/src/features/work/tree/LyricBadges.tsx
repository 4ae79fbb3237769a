import type { TrackFileNode } from "@kikoeru/contract";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { withToken } from "../../../shared/session.ts";
import classes from "./TreeRow.module.css";

/** The lyric files folded into an audio row, each a badge that opens the file as text files do. */
export function LyricBadges({ files }: { files: TrackFileNode[] | undefined }) {
  const { t } = useTranslation();
  return files?.map((file) => (
    <Badge
      key={file.path}
      component="a"
      href={withToken(file.mediaStreamUrl)}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      variant="light"
      color="teal"
      radius="sm"
      aria-label={t("treeLyrics.open", { name: file.title })}
      title={file.title}
      className={classes.lyricBadge}
    >
      {t("treeLyrics.badge")} {file.title.split(".").pop()?.toUpperCase()}
    </Badge>
  ));
}
