import type { ImportJob, ImportPhase } from "@kikoeru/contract";
import { Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The import's steps in the order the server runs them (the contract's IMPORT_PHASES, zod-free here). */
const PHASES: readonly ImportPhase[] = ["prepare", "works", "users", "reviews", "history", "tasks", "done"];
const STEPS = PHASES.length - 1;

/** The running import: which step it is on, as a bar of steps. */
export function ImportProgress({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  const step = Math.min(PHASES.indexOf(job.phase), STEPS - 1) + 1;
  const label = t(`import.phases.${job.phase}`);
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <Text fw={600}>{t("import.running")}</Text>
      <Progress
        value={(step / STEPS) * 100}
        size="lg"
        animated
        striped
        aria-label={label}
        transitionDuration={300}
      />
      <Text size="sm">{label}</Text>
      <Text size="xs" c="dimmed">
        {t("import.step", { step, steps: STEPS })}
      </Text>
    </Stack>
  );
}
