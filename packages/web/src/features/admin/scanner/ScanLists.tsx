import type { ScanResult, ScanTask } from "@kikoeru/contract";
import { Accordion, Box, ScrollArea, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { numbered, workCode } from "./scan-state.ts";
import { serverText } from "./server-text.ts";

/** Spec 2 §9: the task list is at most 313 px high. */
const listHeight = 313;

/** Works of the scan with their last log line; each opens to its whole log. */
export function TaskList({ tasks, empty }: { tasks: ScanTask[]; empty: string }) {
  const { i18n } = useTranslation();
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
                    {serverText(i18n, last)}
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
                      {serverText(i18n, log)}
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

/** Finished works, newest first. */
export function ResultList({ results }: { results: ScanResult[] }) {
  const { t } = useTranslation();
  return (
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
  );
}
