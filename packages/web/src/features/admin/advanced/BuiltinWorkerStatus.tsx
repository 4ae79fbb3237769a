import type { BuiltinWorkerState } from "@kikoeru/contract";
import { Alert, Badge, Code, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useBuiltinWorker } from "../api.ts";

const COLORS: Record<BuiltinWorkerState["state"], string> = {
  stopped: "gray",
  running: "green",
  restarting: "yellow",
  refused: "red",
};

/** The built-in AI lyric worker of the instance that answered: running, stopped, restarting, or why it refused. */
export function BuiltinWorkerStatus() {
  const { t } = useTranslation();
  const query = useBuiltinWorker();
  const worker = query.data;
  if (!worker) return null;
  const time = (ms: number) => new Date(ms).toLocaleTimeString();
  const why = !worker.role
    ? t("admin.advanced.builtinWorker.noRole", { instance: worker.instance })
    : !worker.enabled
      ? t("admin.advanced.builtinWorker.off")
      : null;
  return (
    <Alert
      color={COLORS[worker.state]}
      variant="light"
      title={
        <Group gap="xs" component="span">
          <span>{t("admin.advanced.builtinWorker.title")}</span>
          <Badge color={COLORS[worker.state]} variant="filled" size="sm" component="span">
            {t(`admin.advanced.builtinWorker.states.${worker.state}`)}
          </Badge>
          {worker.restarts > 0 ? (
            <Text span size="xs" c="dimmed">
              {t("admin.advanced.builtinWorker.restarts", { count: worker.restarts })}
            </Text>
          ) : null}
        </Group>
      }
    >
      <Stack gap={6}>
        {why ? <Text size="sm">{why}</Text> : null}
        {worker.reason ? (
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {worker.reason}
          </Text>
        ) : null}
        {worker.state === "refused" ? (
          <Text size="sm" c="dimmed">
            {t("admin.advanced.builtinWorker.refusedHint")}
          </Text>
        ) : null}
        {worker.retry_at ? (
          <Text size="sm" c="dimmed">
            {t("admin.advanced.builtinWorker.retryAt", { time: time(worker.retry_at) })}
          </Text>
        ) : null}
        {worker.line && worker.state === "running" ? (
          <Text size="xs" c="dimmed">
            {t("admin.advanced.builtinWorker.line")}:{" "}
            <Code style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{worker.line}</Code>
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
