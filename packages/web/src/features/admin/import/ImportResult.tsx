import type { ImportJob } from "@kikoeru/contract";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconRepeat, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { SummaryGroups } from "./SummaryGroups.tsx";

/** A finished or failed import: its summary with every skip reason and the report file, or its error. */
export function ImportResult({
  job,
  title,
  onAgain,
}: {
  job: ImportJob;
  title: string;
  onAgain?: () => void;
}) {
  const { t } = useTranslation();
  const failed = job.state === "failed";
  const summary = job.summary;
  const nothingNew = summary?.groups.every((group) => group.imported === 0) ?? false;
  return (
    <Stack gap="sm">
      <Alert
        color={failed ? "red" : "teal"}
        icon={failed ? <IconX size={18} /> : <IconCircleCheck size={18} />}
        title={title}
        role={failed ? "alert" : "status"}
      >
        <Stack gap={4}>
          {failed ? <Text size="sm">{job.error}</Text> : null}
          {nothingNew ? <Text size="sm">{t("import.nothingNew")}</Text> : null}
          {summary ? (
            <Text size="xs" c="dimmed">
              {t("import.elapsed", { seconds: (summary.elapsedMs / 1000).toFixed(1) })}
            </Text>
          ) : null}
        </Stack>
      </Alert>
      {summary ? <SummaryGroups summary={summary} /> : null}
      {job.reportFile ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {t("import.reportFile", { file: job.reportFile })}
        </Text>
      ) : null}
      {onAgain ? (
        <Button
          variant="light"
          leftSection={<IconRepeat size={16} />}
          onClick={onAgain}
          style={{ alignSelf: "flex-start" }}
        >
          {t("import.again")}
        </Button>
      ) : null}
    </Stack>
  );
}
