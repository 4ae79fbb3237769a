import { SimpleGrid, UnstyledButton } from "@mantine/core";
import {
  IconAdjustmentsHorizontal,
  IconClockHour4,
  IconMaximize,
  IconMicrophone2,
  IconPictureInPicture,
  IconPlaylist,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { openPanel, setExpanded, usePlayer } from "../store.ts";
import classes from "./ExpandedPlayer.module.css";

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

interface PlayerToolsProps {
  workId: number;
  /** Whether the cover shows the equalizer. */
  flipped: boolean;
  onFlip: () => void;
}

/** The tool row: queue, lyrics, sleep timer, lyrics in picture-in-picture, equalizer, big-picture mode. */
export function PlayerTools({ workId, flipped, onFlip }: PlayerToolsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasLyric = usePlayer((state) => state.lyric.status === "ready");
  const sleepEnd = usePlayer((state) => state.sleepEnd);
  const pipOpen = usePlayer((state) => state.pipOpen);
  return (
    // Three a row: six shared a phone's width and cut the longer (Japanese) labels into fragments.
    <SimpleGrid cols={3} spacing={4} verticalSpacing={4}>
      <Tool label={t("player.queue.open")} onClick={() => openPanel("queue")}>
        <IconPlaylist size={20} />
      </Tool>
      <Tool label={t("player.lyrics.open")} onClick={() => openPanel("lyrics")} active={hasLyric}>
        <IconMicrophone2 size={20} />
      </Tool>
      <Tool label={t("player.sleep.open")} onClick={() => openPanel("sleep")} active={sleepEnd !== null}>
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
      <Tool label={t("player.visualizer.open")} onClick={onFlip} active={flipped}>
        <IconAdjustmentsHorizontal size={20} />
      </Tool>
      <Tool
        label={t("player.fullScreen.open")}
        onClick={() => {
          setExpanded(false);
          void navigate(`/fullScreenPlayer/${workId}`);
        }}
      >
        <IconMaximize size={20} />
      </Tool>
    </SimpleGrid>
  );
}
