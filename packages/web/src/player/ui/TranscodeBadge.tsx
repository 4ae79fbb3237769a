import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePlayer } from "../store.ts";
import type { TranscodeChip } from "../transcode.ts";

const colors: Record<TranscodeChip["state"], string> = {
  waiting: "gray",
  progress: "blue",
  ready: "teal",
  error: "red",
};

/** The playing track's transcode status (等待转码, 转码: N%, AAC, 转码错误); nothing when it is not transcoded. */
export function TranscodeBadge() {
  const { t } = useTranslation();
  const chip = usePlayer((state) => state.transcode);
  if (!chip) return null;
  const label =
    chip.state === "progress"
      ? t("player.transcode.progress", { percent: chip.percent })
      : t(`player.transcode.${chip.state}`);
  return (
    <Badge
      size="xs"
      variant="light"
      color={colors[chip.state]}
      radius="sm"
      style={{ flexShrink: 0 }}
      title={t("player.transcode.status")}
      data-testid="transcode-status"
    >
      {label}
    </Badge>
  );
}
