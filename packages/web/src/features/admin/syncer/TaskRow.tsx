import { Badge, Button, Group, Progress, Stack, Text } from "@mantine/core";
import { IconPlayerPlay, IconPlayerStop, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./Syncer.module.css";
import { type SyncTaskRow, taskLook, taskProgress } from "./task-view.ts";

const stateColor = { running: "blue", finished: "teal", stopped: "gray", failed: "red" } as const;

/** One task: code, state, the server's status line, a progress bar when the server gives counts, buttons. */
export function TaskRow({
  task,
  busy,
  onAction,
}: {
  task: SyncTaskRow;
  busy: boolean;
  onAction: (action: "stop" | "restart" | "delete") => void;
}) {
  const { t } = useTranslation();
  const state = taskLook(task);
  const progress = taskProgress(task);
  const stateLabel = {
    running: t("syncer.taskRunning"),
    finished: t("syncer.taskFinished"),
    stopped: t("syncer.taskStopped"),
    failed: t("syncer.taskFailed"),
  }[state];
  return (
    <li className={classes.task} aria-label={task.code}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap" miw={0} flex="1 1 240px">
            <Text fw={600} className={`${classes.mono} ${classes.noShrink}`}>
              {task.code}
            </Text>
            <Badge size="sm" variant="light" color={stateColor[state]} className={classes.noShrink}>
              {stateLabel}
            </Badge>
            {task.title ? (
              <Text size="sm" c="dimmed" truncate title={task.title}>
                {task.title}
              </Text>
            ) : null}
          </Group>
          <Group gap="xs">
            {task.finished ? (
              <>
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconPlayerPlay size={14} />}
                  disabled={busy}
                  onClick={() => onAction("restart")}
                >
                  {t("syncer.restart")}
                </Button>
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  disabled={busy}
                  onClick={() => onAction("delete")}
                >
                  {t("syncer.delete")}
                </Button>
              </>
            ) : (
              <Button
                size="compact-sm"
                variant="light"
                color="orange"
                leftSection={<IconPlayerStop size={14} />}
                disabled={busy}
                onClick={() => onAction("stop")}
              >
                {t("syncer.stop")}
              </Button>
            )}
          </Group>
        </Group>
        {progress !== null ? (
          <Progress
            value={progress}
            size="sm"
            color={stateColor[state]}
            animated={state === "running"}
            aria-label={`${task.code} ${Math.round(progress)}%`}
          />
        ) : null}
        <Text size="sm" c="dimmed" className={classes.status} data-testid="sync-task-status">
          {task.status}
        </Text>
        {task.error ? (
          <Text size="sm" c="red" className={classes.status}>
            {task.error}
          </Text>
        ) : null}
      </Stack>
    </li>
  );
}
