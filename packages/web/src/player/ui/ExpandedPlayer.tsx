import "../texts.ts";
import { Drawer, Group, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLyricLine } from "../lyrics/use-lyric-line.ts";
import { setExpanded, usePlayer } from "../store.ts";
import { CoverFlip } from "./CoverFlip.tsx";
import classes from "./ExpandedPlayer.module.css";
import { ExpandedTop } from "./ExpandedTop.tsx";
import { PlaybackOptions } from "./PlaybackOptions.tsx";
import { PlayerTools } from "./PlayerTools.tsx";
import { ProgressSlider } from "./ProgressSlider.tsx";
import { TranscodeBadge } from "./TranscodeBadge.tsx";
import { TransportButtons } from "./Transport.tsx";
import { UpNext } from "./UpNext.tsx";
import { useSwipeDown } from "./use-swipe-down.ts";

const collapse = () => setExpanded(false);

/** The expanded player: cover (flips to the equalizer), titles, lyric line, progress, controls, tools. */
export default function ExpandedPlayer() {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 47.99em)");
  const track = usePlayer((state) => state.queue[state.index]);
  const hasLyric = usePlayer((state) => state.lyric.status === "ready");
  const panel = usePlayer((state) => state.panel);
  const line = useLyricLine();
  const [flipped, setFlipped] = useState(false);
  const [swipeArea, setSwipeArea] = useState<HTMLDivElement | null>(null);
  useSwipeDown(swipeArea, collapse);
  if (!track) return null;
  return (
    <Drawer.Root
      opened
      onClose={() => setExpanded(false)}
      position={phone ? "bottom" : "right"}
      size={phone ? "100%" : 420}
      closeOnEscape={panel === null}
    >
      <Drawer.Overlay backgroundOpacity={0.3} />
      <Drawer.Content aria-label={t("player.label")}>
        <Stack gap="md" p="md" pb="xl">
          <Stack gap="md" ref={setSwipeArea} className={classes.swipe}>
            <ExpandedTop workTitle={track.workTitle} />
            <CoverFlip workId={track.workId} flipped={flipped} />
          </Stack>
          <div>
            <Text fw={700} size="lg" lineClamp={2} data-testid="expanded-title">
              {track.title}
            </Text>
            <Group gap={6} wrap="nowrap">
              <TranscodeBadge />
              <Text size="sm" c="dimmed" truncate>
                {track.subtitle ? `${track.subtitle} · ` : ""}
                {track.workTitle}
              </Text>
            </Group>
          </div>
          {hasLyric ? (
            <Text size="sm" c="indigo" fw={600} mih={22} lineClamp={2} className={classes.lyricLine}>
              {line ?? ""}
            </Text>
          ) : null}
          <ProgressSlider />
          <TransportButtons />
          <PlaybackOptions />
          <PlayerTools workId={track.workId} flipped={flipped} onFlip={() => setFlipped(!flipped)} />
          {phone ? null : <UpNext />}
        </Stack>
      </Drawer.Content>
    </Drawer.Root>
  );
}
