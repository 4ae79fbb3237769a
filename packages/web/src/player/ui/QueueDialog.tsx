import { ActionIcon, Button, Group, Modal, ScrollArea, Text, UnstyledButton } from "@mantine/core";
import { IconGripVertical, IconPlayerPlayFilled, IconTrash, IconX } from "@tabler/icons-react";
import { type PointerEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog.tsx";
import { playerEngine } from "../runtime.ts";
import { usePlayer } from "../store.ts";
import classes from "./QueueDialog.module.css";
import { QueueTrackInfo } from "./QueueTrackInfo.tsx";
import { queueKeys } from "./queue-keys.ts";

/** Maximum height of the track list (spec 2 §9). */
const listMaxHeight = 450;

interface Drag {
  from: number;
  to: number;
  startY: number;
  dy: number;
}

/** Where a row dragged from `from` lands with the pointer at `clientY`: past every midpoint it crossed. */
export function dropIndex(middles: number[], clientY: number, from: number): number {
  let to = from;
  while (to > 0 && clientY < (middles[to - 1] ?? 0)) to--;
  while (to < middles.length - 1 && clientY > (middles[to + 1] ?? 0)) to++;
  return to;
}

function middlesOf(rows: (HTMLElement | null)[]): number[] {
  return rows.map((row) => {
    const box = row?.getBoundingClientRect();
    return box ? box.top + box.height / 2 : 0;
  });
}

/** The queue: play a track, or in edit mode drag to reorder (pointer or arrow keys), remove, clear. */
export function QueueDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queue = usePlayer((state) => state.queue);
  const current = usePlayer((state) => state.index);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [drag, setDrag] = useState<Drag | null>(null);
  const rows = useRef<(HTMLElement | null)[]>([]);
  const engine = playerEngine();
  const keys = queueKeys(queue);

  const startDrag = (index: number) => (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ from: index, to: index, startY: event.clientY, dy: 0 });
  };
  const moveDrag = (event: PointerEvent<HTMLElement>) => {
    if (!drag) return;
    setDrag({
      ...drag,
      dy: event.clientY - drag.startY,
      to: dropIndex(middlesOf(rows.current), event.clientY, drag.from),
    });
  };
  const endDrag = () => {
    if (drag) engine.move(drag.from, drag.to);
    setDrag(null);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("player.queue.title", { count: queue.length })}
      size="lg"
      centered
    >
      <Group justify="space-between" mb="sm">
        <Button variant={editing ? "filled" : "light"} size="compact-sm" onClick={() => setEditing(!editing)}>
          {t(editing ? "player.queue.done" : "player.queue.edit")}
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={14} />}
          disabled={queue.length === 0}
          onClick={() => setConfirming(true)}
        >
          {t("player.queue.clear")}
        </Button>
      </Group>
      {queue.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t("player.queue.empty")}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={listMaxHeight} type="auto" offsetScrollbars>
          <ol className={classes.list} aria-label={t("player.queue.open")}>
            {queue.map((track, i) => {
              const dragged = drag?.from === i;
              const playing = i === current;
              return (
                <li
                  key={keys[i]}
                  ref={(element) => {
                    rows.current[i] = element;
                  }}
                  className={classes.row}
                  data-current={playing}
                  data-drop={
                    drag && drag.to === i && !dragged ? (drag.to > drag.from ? "after" : "before") : undefined
                  }
                  style={
                    dragged ? { transform: `translateY(${drag.dy}px)`, zIndex: 1, opacity: 0.85 } : undefined
                  }
                >
                  {editing ? (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      className={classes.handle}
                      aria-label={t("player.queue.drag")}
                      onPointerDown={startDrag(i)}
                      onPointerMove={moveDrag}
                      onPointerUp={endDrag}
                      onPointerCancel={() => setDrag(null)}
                      onKeyDown={(event) => {
                        if (event.key === "ArrowUp" && i > 0) engine.move(i, i - 1);
                        else if (event.key === "ArrowDown" && i < queue.length - 1) engine.move(i, i + 1);
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
                      engine.setIndex(i);
                      onClose();
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
                      onClick={() => engine.remove(i)}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </ScrollArea.Autosize>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t("player.queue.clear")}
        message={t("player.queue.clearConfirm")}
        danger
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          engine.clear();
          setConfirming(false);
          onClose();
        }}
      />
    </Modal>
  );
}
