import "../texts.ts";
import "./texts.ts";
import type { ImportRequest } from "@kikoeru/contract";
import { Divider, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyActionError, QueryGate, Section } from "../shared.tsx";
import { type ImportSource, useImportStatus, usePlan, useRun } from "./api.ts";
import { ImportProgress } from "./ImportProgress.tsx";
import { ImportResult } from "./ImportResult.tsx";
import { PlanView } from "./PlanView.tsx";
import { SourceForm } from "./SourceForm.tsx";

/** Empty fields mean "the root of the same name", as when `--map-root` is not given. */
const mapping = (mapRoot: Record<string, string>) =>
  Object.fromEntries(Object.entries(mapRoot).filter(([, target]) => target.trim() !== ""));

/**
 * /admin/import (issue #16): where kikoeru is (server paths or an upload), the plan, then the import as a job
 * with its progress and, at the end, its report. What `npm run import` does, from the browser.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const status = useImportStatus();
  const plan = usePlan();
  const run = useRun();
  const [source, setSource] = useState<ImportSource | null>(null);
  const [mapRoot, setMapRoot] = useState<Record<string, string>>({});
  const [planned, setPlanned] = useState<string | null>(null);
  const [started, setStarted] = useState(false);

  const request = (root = mapRoot): ImportRequest => ({ ...source, mapRoot: mapping(root) });
  const makePlan = (next: ImportSource, root = mapRoot) => {
    setSource(next);
    setPlanned(JSON.stringify(mapping(root)));
    plan.mutate({ ...next, mapRoot: mapping(root) }, { onError: notifyActionError });
  };
  const start = () =>
    run.mutate(request(), { onSuccess: () => setStarted(true), onError: notifyActionError });
  const again = () => {
    setStarted(false);
    setSource(null);
    setMapRoot({});
    plan.reset();
  };

  const job = status.data?.job ?? null;
  const body = () => {
    if (status.data?.running && job) return <ImportProgress job={job} />;
    if (started && job) {
      const title = t(job.state === "failed" ? "import.failed" : "import.finished");
      return <ImportResult job={job} title={title} onAgain={again} />;
    }
    return (
      <Stack gap="lg">
        <SourceForm busy={plan.isPending} onSource={(next) => makePlan(next)} />
        {plan.data && source ? (
          <>
            <Divider />
            <PlanView
              plan={plan.data}
              mapRoot={mapRoot}
              onMapRoot={setMapRoot}
              stale={planned !== JSON.stringify(mapping(mapRoot))}
              busy={plan.isPending || run.isPending}
              onReplan={() => makePlan(source)}
              onStart={start}
            />
          </>
        ) : null}
        {job && job.state !== "running" && !plan.data ? (
          <>
            <Divider label={t("import.last")} labelPosition="left" />
            <ImportResult job={job} title={t(job.state === "failed" ? "import.failed" : "import.finished")} />
          </>
        ) : null}
      </Stack>
    );
  };

  return (
    <Section title={t("import.title")} description={t("import.hint")}>
      <QueryGate pending={status.isPending} error={status.error} onRetry={() => void status.refetch()}>
        {body()}
      </QueryGate>
    </Section>
  );
}
