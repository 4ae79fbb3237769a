import { Button, Group, Modal, ScrollArea, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog.tsx";
import { playerEngine } from "../runtime.ts";
import { usePlayer } from "../store.ts";
import classes from "./QueueDialog.module.css";
import { QueueRow } from "./QueueRow.tsx";
import { queueKeys } from "./queue-keys.ts";
import { useQueueDrag } from "./use-queue-drag.ts";

/** Maximum height of the track list (spec 2 §9). */
const listMaxHeight = 450;

/** The queue: play a track, or in edit mode drag to reorder (pointer or arrow keys), remove, clear. */
export function QueueDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queue = usePlayer((state) => state.queue);
  const current = usePlayer((state) => state.index);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const drag = useQueueDrag();
  const engine = playerEngine();
  const keys = queueKeys(queue);

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
            {queue.map((track, i) => (
              <QueueRow
                key={keys[i]}
                track={track}
                index={i}
                count={queue.length}
                playing={i === current}
                editing={editing}
                drag={drag}
                onPlayed={onClose}
              />
            ))}
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
