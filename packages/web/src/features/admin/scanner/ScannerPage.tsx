import "../texts.ts";
import { ClientEvents } from "@kikoeru/contract";
import { Button, SimpleGrid, Stack } from "@mantine/core";
import { IconFileSearch, IconPlayerStop, IconRadar, IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useReducer } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../shared/api.ts";
import { adminKeys } from "../api.ts";
import { Section } from "../shared.tsx";
import { ScanLogView } from "./ScanLogView.tsx";
import { ConnectionBadge, ScanProgress } from "./ScanProgress.tsx";
import { ScanTaskTabs } from "./ScanTaskTabs.tsx";
import { initialScannerView, scanReducer } from "./scan-state.ts";
import { useScannerSocket } from "./use-scanner-socket.ts";
import { WatchPanel } from "./WatchPanel.tsx";

/** /admin/scanner: start and stop scans and watch them live. */
export function ScannerPage() {
  const { t } = useTranslation();
  const [view, dispatch] = useReducer(scanReducer, initialScannerView);
  const send = useScannerSocket(dispatch);
  const status = useQuery({
    queryKey: adminKeys.scannerStatus,
    queryFn: ({ signal }) => api.get("/scanner/status", { signal }),
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
      <WatchPanel />
      <Section title={t("admin.scanner.worksTitle")}>
        <ScanTaskTabs tasks={view.tasks} failedTasks={view.failedTasks} results={view.results} />
      </Section>
    </Stack>
  );
}
