import "../texts.ts";
import { ClientEvents, type ScannerStatus } from "@kikoeru/contract";
import { Badge, Button, Group, Loader, Progress, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import {
  IconAlertTriangle,
  IconBug,
  IconCircleCheck,
  IconFileSearch,
  IconPlayerStop,
  IconRadar,
  IconRefresh,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useReducer } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../shared/api.ts";
import { Section } from "../shared.tsx";
import { ScanLogView } from "./ScanLogView.tsx";
import { ScanTaskTabs } from "./ScanTaskTabs.tsx";
import { initialScannerView, percentDone, type ScannerView, scanReducer } from "./scan-state.ts";
import { useScannerSocket } from "./use-scanner-socket.ts";

/** /admin/scanner: start and stop scans and watch them live. */
export function ScannerPage() {
  const { t } = useTranslation();
  const [view, dispatch] = useReducer(scanReducer, initialScannerView);
  const send = useScannerSocket(dispatch);
  const status = useQuery({
    queryKey: ["admin", "scanner", "status"],
    queryFn: ({ signal }) => api<ScannerStatus>("/scanner/status", { signal }),
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => {
    if (status.data) dispatch({ type: "status", status: status.data });
  }, [status.data]);

  const running = view.phase === "running";
  const ready = view.connection === "connected" && !running;
  return (
    <Stack gap="md">
      <Section
        title={t("admin.scanner.title")}
        description={t("admin.scanner.hint")}
        actions={<ConnectionBadge view={view} />}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: running ? 4 : 3 }} spacing="sm">
          <Button
            leftSection={<IconRadar size={16} />}
            disabled={!ready}
            onClick={() => send(ClientEvents.performScan)}
          >
            {t("admin.scanner.scan")}
          </Button>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            disabled={!ready}
            onClick={() => send(ClientEvents.performUpdate)}
          >
            {t("admin.scanner.update")}
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileSearch size={16} />}
            disabled={!ready}
            onClick={() => send(ClientEvents.performLyricScan)}
          >
            {t("admin.scanner.lyricScan")}
          </Button>
          {running ? (
            <Button
              color="red"
              variant="filled"
              leftSection={<IconPlayerStop size={16} />}
              disabled={view.connection !== "connected"}
              onClick={() => send(ClientEvents.killScanProcess)}
            >
              {t("admin.scanner.kill")}
            </Button>
          ) : null}
        </SimpleGrid>
        <ScanProgress view={view} />
        <ScanLogView logs={view.mainLogs} />
      </Section>
      <Section title={t("admin.scanner.worksTitle")}>
        <ScanTaskTabs tasks={view.tasks} failedTasks={view.failedTasks} results={view.results} />
      </Section>
    </Stack>
  );
}

function ConnectionBadge({ view }: { view: ScannerView }) {
  const { t } = useTranslation();
  if (view.connection === "connected") {
    return (
      <Badge color="teal" variant="dot" size="lg">
        {t("admin.scanner.connected")}
      </Badge>
    );
  }
  if (view.connection === "failed") {
    return (
      <Badge color="red" variant="light" size="lg" leftSection={<IconAlertTriangle size={14} />}>
        {t("admin.scanner.socketFailed")}
      </Badge>
    );
  }
  return (
    <Badge color="gray" variant="light" size="lg" leftSection={<Loader size={10} />}>
      {t("admin.scanner.connecting")}
    </Badge>
  );
}

function PhaseIcon({ view }: { view: ScannerView }) {
  if (view.phase === "running") return <Loader size={22} />;
  if (view.phase === "idle")
    return (
      <ThemeIcon color="gray" variant="light" radius="xl">
        <IconRadar size={18} />
      </ThemeIcon>
    );
  if (view.phase === "error")
    return (
      <ThemeIcon color="red" variant="light" radius="xl">
        <IconBug size={18} />
      </ThemeIcon>
    );
  return (
    <ThemeIcon color="teal" variant="light" radius="xl">
      <IconCircleCheck size={18} />
    </ThemeIcon>
  );
}

function ScanProgress({ view }: { view: ScannerView }) {
  const { t } = useTranslation();
  const percent = percentDone(view.counts);
  const counts = view.counts;
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap" align="center">
        <PhaseIcon view={view} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} data-testid="scan-phase" style={{ whiteSpace: "nowrap" }}>
            {t(`admin.scanner.phase.${view.phase}`)}
          </Text>
          {view.message && view.phase !== "running" ? (
            <Text size="sm" c="dimmed">
              {view.message}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <Progress
        value={percent ?? (view.phase === "running" ? 100 : 0)}
        animated={view.phase === "running"}
        striped={view.phase === "running" && percent === null}
        color={view.phase === "error" ? "red" : undefined}
        size="lg"
        aria-label={t("admin.scanner.progress")}
      />
      {counts ? (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          <Count
            label={t("admin.scanner.counts.processed")}
            value={`${counts.processed} / ${counts.total}`}
          />
          <Count label={t("admin.scanner.counts.added")} value={counts.added} color="teal" />
          <Count label={t("admin.scanner.counts.updated")} value={counts.updated} color="blue" />
          <Count label={t("admin.scanner.counts.skipped")} value={counts.skipped} />
          <Count label={t("admin.scanner.counts.failed")} value={counts.failed} color="red" />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

function Count({ label, value, color }: { label: string; value: number | string; color?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} c={color}>
        {value}
      </Text>
    </Stack>
  );
}
