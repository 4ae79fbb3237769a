import { Box, Group, Text } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { usePlayerQueue } from "./queue-store.ts";

/** CSS variable holding the height the player takes at the bottom; page content pads by it. */
export const playerHeightVar = "--kikoeru-player-height";
const barHeight = 56;

/**
 * The bottom slot the player occupies. Until the player lands it shows what is queued, and sets
 * {@link playerHeightVar} so nothing is hidden behind it.
 */
export function PlayerSlot() {
  const { t } = useTranslation();
  const queue = usePlayerQueue((state) => state.queue);
  const index = usePlayerQueue((state) => state.index);
  const current = queue[index];

  useEffect(() => {
    document.documentElement.style.setProperty(playerHeightVar, current ? `${barHeight}px` : "0px");
  }, [current]);

  if (!current) return null;
  return (
    <Box
      component="aside"
      aria-label={t("player.label")}
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      h={barHeight}
      px="md"
      style={{
        zIndex: 150,
        borderTop: "1px solid var(--mantine-color-default-border)",
        background: "var(--mantine-color-body)",
        paddingBottom: "env(safe-area-inset-bottom)",
      }}
    >
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {current.title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {current.workTitle}
          </Text>
        </div>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {t("player.queued", { index: index + 1, count: queue.length })}
        </Text>
      </Group>
    </Box>
  );
}
