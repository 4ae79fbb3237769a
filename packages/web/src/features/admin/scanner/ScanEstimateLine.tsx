import "./estimate-texts.ts";
import { Group, Text } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ScannerView } from "./scan-state.ts";
import { clock, timeLeft } from "./scan-time.ts";

/** While a scan runs: finding the works, then the time spent and the time left at the recent pace. */
export function ScanEstimateLine({ view }: { view: ScannerView }) {
  const { t } = useTranslation();
  if (view.phase !== "running" || !view.counts) return null;
  const { estimate } = view;
  const text =
    view.counts.total === 0
      ? t("scanEstimate.finding")
      : estimate
        ? [
            t("scanEstimate.elapsed", { time: clock(estimate.elapsedMs) }),
            estimate.remainingMs === null
              ? t("scanEstimate.estimating")
              : t("scanEstimate.remaining", { time: timeLeft(t, estimate.remainingMs) }),
          ].join(" · ")
        : null;
  if (!text) return null;
  return (
    <Group gap={6} wrap="nowrap" c="dimmed" data-testid="scan-estimate">
      <IconClock size={16} style={{ flexShrink: 0 }} />
      <Text size="sm">{text}</Text>
    </Group>
  );
}
