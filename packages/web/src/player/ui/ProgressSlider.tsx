import { Group, Slider, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatClock } from "../../shared/format.ts";
import { playerEngine } from "../runtime.ts";
import { usePlayer } from "../store.ts";

/**
 * Position slider with elapsed and total time; dragging previews and seeks on release. `inline` puts the
 * times either side of the slider (the desktop bar), otherwise they sit below it.
 */
export function ProgressSlider({ color, inline = false }: { color?: string; inline?: boolean }) {
  const { t } = useTranslation();
  const currentTime = usePlayer((state) => state.currentTime);
  const duration = usePlayer((state) => state.duration);
  const [dragging, setDragging] = useState<number | null>(null);
  const value = dragging ?? currentTime;
  const slider = (
    <Slider
      thumbLabel={t("player.position")}
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
      size={inline ? "xs" : "sm"}
      {...(inline ? { flex: 1 } : {})}
      {...(color ? { color } : {})}
    />
  );
  const elapsed = (
    <Text size="xs" c="dimmed" ff="monospace" data-testid="player-elapsed">
      {formatClock(value)}
    </Text>
  );
  const total = (
    <Text size="xs" c="dimmed" ff="monospace">
      {formatClock(duration)}
    </Text>
  );
  if (inline) {
    return (
      <Group gap="xs" wrap="nowrap" w="100%">
        {elapsed}
        {slider}
        {total}
      </Group>
    );
  }
  return (
    <div>
      {slider}
      <Group justify="space-between" mt={6}>
        {elapsed}
        {total}
      </Group>
    </div>
  );
}
