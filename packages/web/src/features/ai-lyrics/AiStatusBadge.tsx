import "./texts.ts";
import { Badge, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "./AiLyricPage.module.css";
import { statusName, taskPercent } from "./status.ts";

const colors = {
  none: "gray",
  pending: "yellow",
  transcribing: "blue",
  success: "grape",
  error: "red",
} as const;

interface AiStatusBadgeProps {
  /** The task status (a file) or aggregate (a folder); nothing is shown without one. */
  status: number | undefined;
  progress?: number | null | undefined;
  folder?: boolean;
}

/** The tree's small AI lyric indicator (kikoeru's 排队 / 翻译 / AI / 错误), with the percent while transcribing. */
export function AiStatusBadge({ status, progress, folder }: AiStatusBadgeProps) {
  const { t } = useTranslation();
  const name = statusName(status ?? 0);
  if (name === "none") return null;
  const transcribing = name === "transcribing";
  const percent =
    transcribing && !folder && progress != null ? ` ${Math.round(taskPercent(2, progress))}%` : "";
  const label = t(`aiLyrics.status.${name}`);
  return (
    <Badge
      size="sm"
      variant="light"
      color={colors[name]}
      radius="sm"
      leftSection={transcribing ? <Loader size={10} color="blue" /> : null}
      aria-label={
        folder
          ? t("aiLyrics.tree.folderStatusLabel", { status: label })
          : t("aiLyrics.tree.statusLabel", { status: label })
      }
      data-ai-status={name}
      className={classes.noShrink}
    >
      {t(`aiLyrics.short.${name}`)}
      {percent}
    </Badge>
  );
}
