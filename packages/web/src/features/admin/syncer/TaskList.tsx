import { Button, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Section } from "../shared.tsx";
import { useSyncTasks, useTaskAction } from "./api.ts";
import classes from "./Syncer.module.css";
import { TaskRow } from "./TaskRow.tsx";

/** 任务列表: newest first as the server lists them, refreshed every second while the page is open. */
export function TaskList() {
  const { t } = useTranslation();
  const tasks = useSyncTasks();
  const action = useTaskAction();
  const rows = tasks.data ?? [];
  return (
    <Section
      title={t("syncer.tasksTitle")}
      description={t("syncer.tasksHint")}
      actions={
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} />}
          loading={tasks.isFetching && !tasks.data}
          onClick={() => void tasks.refetch()}
        >
          {t("syncer.refresh")}
        </Button>
      }
    >
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {tasks.isPending ? t("common.loading") : t("syncer.noTasks")}
        </Text>
      ) : (
        <ul className={classes.tasks}>
          {rows.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              busy={action.isPending && action.variables.id === task.id}
              onAction={(name) => action.mutate({ action: name, id: task.id })}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}
