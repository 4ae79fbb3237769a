import type { ScanResult, ScanTask } from "@kikoeru/contract";
import { Accordion, Badge, Box, ScrollArea, Tabs, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { numbered, workCode } from "./scan-state.ts";

/** Spec 2 §9: the task list is at most 313 px high. */
const listHeight = 313;

/** In-flight works, failed works with their reasons, and finished works, each with a count. */
export function ScanTaskTabs({
  tasks,
  failedTasks,
  results,
}: {
  tasks: ScanTask[];
  failedTasks: ScanTask[];
  results: ScanResult[];
}) {
  const { t } = useTranslation();
  const tab = (value: string, label: string, count: number, color: string) => (
    <Tabs.Tab
      value={value}
      rightSection={
        <Badge size="sm" variant="light" color={color} circle={count < 10}>
          {count}
        </Badge>
      }
    >
      {label}
    </Tabs.Tab>
  );
  return (
    <Tabs defaultValue="tasks" keepMounted={false}>
      <Tabs.List>
        {tab("tasks", t("admin.scanner.tabs.tasks"), tasks.length, "blue")}
        {tab("failed", t("admin.scanner.tabs.failed"), failedTasks.length, "red")}
        {tab("results", t("admin.scanner.tabs.results"), results.length, "teal")}
      </Tabs.List>
      <Tabs.Panel value="tasks" pt="sm">
        <TaskList tasks={tasks} empty={t("admin.scanner.noTasks")} />
      </Tabs.Panel>
      <Tabs.Panel value="failed" pt="sm">
        <TaskList tasks={failedTasks} empty={t("admin.scanner.noFailed")} />
      </Tabs.Panel>
      <Tabs.Panel value="results" pt="sm">
        <ScrollArea.Autosize mah={listHeight} type="auto">
          {results.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("admin.scanner.noResults")}
            </Text>
          ) : (
            [...results].reverse().map((result) => (
              <Text
                key={`${result.rjcode}-${result.result}-${result.count}`}
                size="sm"
                ff="monospace"
                c={result.result === "failed" ? "red" : undefined}
              >
                {t(`admin.scanner.result.${result.result}`, {
                  code: workCode(result.rjcode),
                  count: result.count,
                })}
              </Text>
            ))
          )}
        </ScrollArea.Autosize>
      </Tabs.Panel>
    </Tabs>
  );
}

function TaskList({ tasks, empty }: { tasks: ScanTask[]; empty: string }) {
  if (tasks.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={listHeight} type="auto">
      <Accordion variant="separated" chevronPosition="left">
        {tasks.map((task) => {
          const last = task.logs.at(-1);
          return (
            <Accordion.Item key={task.rjcode} value={task.rjcode}>
              <Accordion.Control>
                <Text size="sm" fw={600} ff="monospace">
                  {workCode(task.rjcode)}
                </Text>
                {last ? (
                  <Text size="xs" c={last.level === "error" ? "red" : "dimmed"} lineClamp={2}>
                    {last.message}
                  </Text>
                ) : null}
              </Accordion.Control>
              <Accordion.Panel>
                <Box ff="monospace" fz="xs">
                  {numbered(task.logs).map((log) => (
                    <Text
                      key={log.line}
                      size="xs"
                      c={log.level === "error" ? "red" : log.level === "warn" ? "yellow.8" : undefined}
                    >
                      {log.message}
                    </Text>
                  ))}
                </Box>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </ScrollArea.Autosize>
  );
}
