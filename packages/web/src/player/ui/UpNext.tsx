import { Stack, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { playerEngine } from "../runtime.ts";
import { usePlayer } from "../store.ts";
import classes from "./QueueDialog.module.css";
import { QueueTrackInfo } from "./QueueTrackInfo.tsx";
import { queueKeys } from "./queue-keys.ts";

const shown = 4;

/** The next few tracks of the queue, for the wide expanded player. */
export function UpNext() {
  const { t } = useTranslation();
  const queue = usePlayer((state) => state.queue);
  const index = usePlayer((state) => state.index);
  const keys = queueKeys(queue);
  const next = queue.slice(index + 1, index + 1 + shown);
  if (next.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={600}>
        {t("player.upNext")}
      </Text>
      {next.map((track, i) => (
        <UnstyledButton
          key={keys[index + 1 + i]}
          className={classes.track}
          onClick={() => playerEngine().setIndex(index + 1 + i)}
        >
          <QueueTrackInfo track={track} />
        </UnstyledButton>
      ))}
    </Stack>
  );
}
