import type { ScanResult, ScanTask } from "@kikoeru/contract";
import { Badge, Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ResultList, TaskList } from "./ScanLists.tsx";

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
        <ResultList results={results} />
      </Tabs.Panel>
    </Tabs>
  );
}
