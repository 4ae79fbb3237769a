import "../texts.ts";
import {
  ActionIcon,
  Alert,
  Button,
  Drawer,
  Group,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  IconAdjustmentsHorizontal,
  IconChevronDown,
  IconClockHour4,
  IconMaximize,
  IconMicrophone2,
  IconPictureInPicture,
  IconPlaylist,
} from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLyricLine } from "../lyrics/use-lyric-line.ts";
import { openPanel, setExpanded, usePlayer } from "../store.ts";
import { CoverFlip } from "./CoverFlip.tsx";
import classes from "./ExpandedPlayer.module.css";
import { PlaybackOptions } from "./PlaybackOptions.tsx";
import { SettingsMenu } from "./SettingsMenu.tsx";
import { ProgressSlider, TransportButtons } from "./Transport.tsx";
import { UpNext } from "./UpNext.tsx";
import { useSwipeDown } from "./use-swipe-down.ts";

const collapse = () => setExpanded(false);

function Tool({
  label,
  onClick,
  active,
  children,
}: {
  label: string;
  onClick: () => void;
  active?: boolean;
  children: ReactNode;
}) {
  return (
    <UnstyledButton
      className={classes.tool}
      data-active={active || undefined}
      aria-label={label}
      onClick={onClick}
    >
      {children}
      <span className={classes.toolLabel} aria-hidden>
        {label}
      </span>
    </UnstyledButton>
  );
}

/** The expanded player: cover (flips to the equalizer), titles, lyric line, progress, controls, tools. */
export default function ExpandedPlayer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = useMediaQuery("(max-width: 47.99em)");
  const track = usePlayer((state) => state.queue[state.index]);
  const hasLyric = usePlayer((state) => state.lyric.status === "ready");
  const sleepEnd = usePlayer((state) => state.sleepEnd);
  const pipOpen = usePlayer((state) => state.pipOpen);
  const panel = usePlayer((state) => state.panel);
  const line = useLyricLine();
  const [flipped, setFlipped] = useState(false);
  const [reload, setReload] = useState(false);
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
            <Group justify="space-between" wrap="nowrap">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t("player.collapse")}
                onClick={() => setExpanded(false)}
              >
                <IconChevronDown size={22} />
              </ActionIcon>
              <Text size="xs" c="dimmed" truncate ta="center" style={{ flex: 1 }}>
                {track.workTitle}
              </Text>
              <SettingsMenu onReloadSuggested={() => setReload(true)} />
            </Group>
            {reload ? (
              <Alert color="yellow" p="xs" title={t("player.settings.reloadSuggested")}>
                <Button
                  size="compact-xs"
                  variant="light"
                  color="yellow"
                  onClick={() => window.location.reload()}
                >
                  {t("player.settings.reload")}
                </Button>
              </Alert>
            ) : null}
            <CoverFlip workId={track.workId} flipped={flipped} />
          </Stack>
          <div>
            <Text fw={700} size="lg" lineClamp={2} data-testid="expanded-title">
              {track.title}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {track.subtitle ? `${track.subtitle} · ` : ""}
              {track.workTitle}
            </Text>
          </div>
          {hasLyric ? (
            <Text size="sm" c="indigo" fw={600} mih={22} lineClamp={2} style={{ whiteSpace: "pre-line" }}>
              {line ?? ""}
            </Text>
          ) : null}
          <ProgressSlider />
          <TransportButtons />
          <PlaybackOptions />
          <SimpleGrid cols={6} spacing={4}>
            <Tool label={t("player.queue.open")} onClick={() => openPanel("queue")}>
              <IconPlaylist size={20} />
            </Tool>
            <Tool label={t("player.lyrics.open")} onClick={() => openPanel("lyrics")} active={hasLyric}>
              <IconMicrophone2 size={20} />
            </Tool>
            <Tool
              label={t("player.sleep.open")}
              onClick={() => openPanel("sleep")}
              active={sleepEnd !== null}
            >
              <IconClockHour4 size={20} />
            </Tool>
            <Tool
              label={t("player.lyrics.pip")}
              active={pipOpen}
              onClick={() =>
                void import("../lyrics/pip.ts").then((pip) =>
                  pipOpen ? pip.closePipLyrics() : pip.openPipLyrics(),
                )
              }
            >
              <IconPictureInPicture size={20} />
            </Tool>
            <Tool label={t("player.visualizer.open")} onClick={() => setFlipped(!flipped)} active={flipped}>
              <IconAdjustmentsHorizontal size={20} />
            </Tool>
            <Tool
              label={t("player.fullScreen.open")}
              onClick={() => {
                setExpanded(false);
                void navigate(`/fullScreenPlayer/${track.workId}`);
              }}
            >
              <IconMaximize size={20} />
            </Tool>
          </SimpleGrid>
          {phone ? null : <UpNext />}
        </Stack>
      </Drawer.Content>
    </Drawer.Root>
  );
}
