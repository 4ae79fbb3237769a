import { ActionIcon, UnstyledButton } from "@mantine/core";
import { IconGripVertical, IconPlayerPlayFilled, IconX } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import type { QueueTrack } from "../engine.ts";
import { playerEngine } from "../runtime.ts";
import classes from "./QueueDialog.module.css";
import { QueueTrackInfo } from "./QueueTrackInfo.tsx";
import type { useQueueDrag } from "./use-queue-drag.ts";

interface QueueRowProps {
  track: QueueTrack;
  index: number;
  count: number;
  playing: boolean;
  editing: boolean;
  drag: ReturnType<typeof useQueueDrag>;
  onPlayed: () => void;
}

/** One queued track: plays it, or in edit mode a drag handle (arrow keys move it too) and a remove button. */
export function QueueRow({ track, index, count, playing, editing, drag, onPlayed }: QueueRowProps) {
  const { t } = useTranslation();
  const engine = playerEngine();
  const { ref, dragged, dy, drop } = drag.rowState(index);
  return (
    <li
      ref={ref}
      className={classes.row}
      data-current={playing}
      data-drop={drop}
      data-dragged={dragged || undefined}
      style={dragged ? ({ "--drag-y": `${dy}px` } as CSSProperties) : undefined}
    >
      {editing ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          className={classes.handle}
          aria-label={t("player.queue.drag")}
          {...drag.handle(index)}
          onKeyDown={(event) => {
            if (event.key === "ArrowUp" && index > 0) engine.move(index, index - 1);
            else if (event.key === "ArrowDown" && index < count - 1) engine.move(index, index + 1);
            else return;
            event.preventDefault();
          }}
        >
          <IconGripVertical size={18} />
        </ActionIcon>
      ) : null}
      <UnstyledButton
        className={classes.track}
        disabled={editing}
        onClick={() => {
          engine.setIndex(index);
          onPlayed();
        }}
      >
        <QueueTrackInfo track={track} playing={playing} />
        {playing ? (
          <IconPlayerPlayFilled
            size={14}
            color="var(--mantine-color-indigo-6)"
            aria-label={t("player.queue.playing")}
          />
        ) : null}
      </UnstyledButton>
      {editing ? (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t("player.queue.remove")}
          onClick={() => engine.remove(index)}
        >
          <IconX size={16} />
        </ActionIcon>
      ) : null}
    </li>
  );
}
