import { formatWorkCode } from "@kikoeru/contract";
import { Badge, Button, Checkbox, Group, Progress, Stack, Text } from "@mantine/core";
import { IconExternalLink, IconFileText, IconRotateClockwise, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import classes from "./AiLyricPage.module.css";
import type { AiLyricTask } from "./api.ts";
import { statusName, taskPercent } from "./status.ts";

const colors = {
  none: "gray",
  pending: "yellow",
  transcribing: "blue",
  success: "teal",
  error: "red",
} as const;

interface TaskRowProps {
  task: AiLyricTask;
  /** Absent for guests, who only read. */
  selection?: { selected: boolean; onToggle: () => void } | undefined;
  busy: boolean;
  onShowLyric: () => void;
  onDelete?: (() => void) | undefined;
  onRedo?: (() => void) | undefined;
}

/** One task: status with progress, the audio, its work, the worker's last words and the actions. */
export function TaskRow({ task, selection, busy, onShowLyric, onDelete, onRedo }: TaskRowProps) {
  const { t } = useTranslation();
  const name = statusName(task.status);
  const percent = Math.round(taskPercent(task.status, task.progress));
  // A finished task keeps the last progress line its worker sent ("翻译进度: 42%"); it no longer says anything true.
  const workerStatus = name === "success" ? "" : task.worker_status;
  const code = formatWorkCode(task.work_id);
  return (
    <li className={classes.task} aria-label={task.file_name || task.audio_path} data-status={name}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        {selection ? (
          <Checkbox
            mt={4}
            checked={selection.selected}
            onChange={selection.onToggle}
            aria-label={t("aiLyrics.select", { id: task.id })}
          />
        ) : null}
        <Stack gap={6} className={classes.body}>
          <Group gap="xs" wrap="wrap">
            <Badge size="sm" variant="outline" color="gray" radius="sm" tt="none" className={classes.mono}>
              {t("aiLyrics.taskId", { id: task.id })}
            </Badge>
            <Badge size="sm" variant="light" color={colors[name]}>
              {t(`aiLyrics.status.${name}`)}
            </Badge>
            <Text size="sm" fw={600} className={classes.path}>
              {task.audio_path}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Badge size="sm" variant="light" color="indigo" radius="sm" className={classes.mono}>
              {code}
            </Badge>
            <Text size="xs" c="dimmed" className={classes.title}>
              {task.title}
            </Text>
          </Group>
          {name === "pending" || name === "transcribing" ? (
            <Group gap="xs" wrap="nowrap">
              <Progress
                value={percent}
                size="sm"
                className={classes.progress}
                animated={name === "transcribing"}
                aria-label={`${task.audio_path} ${percent}%`}
              />
              <Text size="xs" c="dimmed" className={classes.mono}>
                {t("aiLyrics.progress", { percent })}
              </Text>
            </Group>
          ) : null}
          {task.worker_name || workerStatus ? (
            <Text size="xs" c="dimmed" className={classes.path}>
              {task.worker_name ? t("aiLyrics.worker", { name: task.worker_name }) : null}
              {task.worker_name && workerStatus ? " · " : null}
              {workerStatus}
            </Text>
          ) : null}
          {task.error ? (
            <Text size="xs" c="red" className={classes.path}>
              {task.error}
            </Text>
          ) : null}
          <Group gap="xs" wrap="wrap">
            <Button
              size="compact-sm"
              variant="subtle"
              component={Link}
              to={`/work/${task.work_id}`}
              leftSection={<IconExternalLink size={14} />}
            >
              {t("aiLyrics.openWork")}
            </Button>
            {name === "success" ? (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconFileText size={14} />}
                onClick={onShowLyric}
              >
                {t("aiLyrics.showLyric")}
              </Button>
            ) : null}
            {onRedo ? (
              <Button
                size="compact-sm"
                variant="light"
                color="orange"
                leftSection={<IconRotateClockwise size={14} />}
                disabled={busy}
                onClick={onRedo}
              >
                {t("aiLyrics.redo")}
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} />}
                disabled={busy}
                onClick={onDelete}
              >
                {t("aiLyrics.delete")}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </li>
  );
}
