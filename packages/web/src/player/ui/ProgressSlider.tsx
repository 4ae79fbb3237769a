import { Group, Slider, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatClock } from "../../shared/format.ts";
import { playerEngine } from "../runtime.ts";
import { usePlayer } from "../store.ts";

/** Position slider with elapsed and total time; dragging previews and seeks on release. */
export function ProgressSlider({ color }: { color?: string }) {
  const { t } = useTranslation();
  const currentTime = usePlayer((state) => state.currentTime);
  const duration = usePlayer((state) => state.duration);
  const [dragging, setDragging] = useState<number | null>(null);
  const value = dragging ?? currentTime;
  return (
    <div>
      <Slider
        aria-label={t("player.position")}
        value={Math.min(value, duration || 0)}
        min={0}
        max={duration || 1}
        step={0.1}
        label={(seconds) => formatClock(seconds)}
        onChange={setDragging}
        onChangeEnd={(seconds) => {
          playerEngine().seek(seconds);
          setDragging(null);
        }}
        size="sm"
        {...(color ? { color } : {})}
      />
      <Group justify="space-between" mt={6}>
        <Text size="xs" c="dimmed" ff="monospace" data-testid="player-elapsed">
          {formatClock(value)}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {formatClock(duration)}
        </Text>
      </Group>
    </div>
  );
}
