import { Badge, Group, Loader, Progress, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconBug, IconCircleCheck, IconRadar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ScanEstimateLine } from "./ScanEstimateLine.tsx";
import classes from "./Scanner.module.css";
import { percentDone, type ScannerView } from "./scan-state.ts";
import { serverText } from "./server-text.ts";

/** Whether the live channel to the scanner is up. */
export function ConnectionBadge({ view }: { view: ScannerView }) {
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

/** The scan's phase, its progress bar and counts. */
export function ScanProgress({ view }: { view: ScannerView }) {
  const { t, i18n } = useTranslation();
  const percent = percentDone(view.counts);
  const counts = view.counts;
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap" align="center">
        <PhaseIcon view={view} />
        <Stack gap={0} miw={0}>
          <Text fw={600} data-testid="scan-phase" className={classes.phase}>
            {t(`admin.scanner.phase.${view.phase}`)}
          </Text>
          {view.message && view.phase !== "running" ? (
            <Text size="sm" c="dimmed">
              {serverText(i18n, { message: view.message, ...view.messageKey })}
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
      <ScanEstimateLine view={view} />
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
