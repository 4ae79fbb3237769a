import type { ImportPlan } from "@kikoeru/contract";
import { Alert, Autocomplete, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconFileImport, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { monospaceInput } from "../shared.tsx";
import { SummaryGroups } from "./SummaryGroups.tsx";

interface Props {
  plan: ImportPlan;
  mapRoot: Record<string, string>;
  onMapRoot: (mapRoot: Record<string, string>) => void;
  /** The mapping changed since this plan was made: it must be made again before it can run. */
  stale: boolean;
  busy: boolean;
  onReplan: () => void;
  onStart: () => void;
}

/** The dry run: kikoeru's tables, its root aliases with one mapping field each, and what would be imported. */
export function PlanView({ plan, mapRoot, onMapRoot, stale, busy, onReplan, onStart }: Props) {
  const { t } = useTranslation();
  const { summary } = plan;
  const existsOf = (alias: string) => summary?.roots.find((root) => root.alias === alias)?.exists;
  return (
    <Stack gap="md" aria-label={t("import.planTitle")}>
      <Stack gap={2}>
        <Title order={3} size="h5">
          {t("import.planTitle")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("import.planHint")}
        </Text>
      </Stack>
      {plan.refusal ? (
        <Alert color="red" title={t("import.refused")} role="alert">
          {plan.refusal}
        </Alert>
      ) : null}
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t("import.roots")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("import.rootsHint")}
        </Text>
        {plan.aliases.map(({ alias, kikoeruPath }) => {
          const exists = stale ? undefined : existsOf(alias);
          return (
            <Stack key={alias} gap={4}>
              <Autocomplete
                label={t("import.mapTo", { alias })}
                description={kikoeruPath ? t("import.kikoeruPath", { path: kikoeruPath }) : undefined}
                placeholder={t("import.mapPlaceholder")}
                data={plan.roots}
                value={mapRoot[alias] ?? ""}
                styles={monospaceInput}
                onChange={(value) => onMapRoot({ ...mapRoot, [alias]: value })}
              />
              {exists === undefined ? null : (
                <Badge variant="light" color={exists ? "teal" : "orange"} style={{ alignSelf: "flex-start" }}>
                  {t(exists ? "import.folderPresent" : "import.folderAbsent")}
                </Badge>
              )}
            </Stack>
          );
        })}
      </Stack>
      {summary && !stale ? (
        <>
          <Text size="sm">
            {t("import.generation", { generation: t(`import.generations.${summary.generation}`) })}
          </Text>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t("import.tables")}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={4} verticalSpacing={2}>
              {summary.tables.map(({ table, count }) => (
                <Text key={table} size="xs" ff="monospace" c={count === null ? "dimmed" : undefined}>
                  {table}: {count === null ? t("import.noTable") : t("import.rows", { count })}
                </Text>
              ))}
            </SimpleGrid>
          </Stack>
          <SummaryGroups summary={summary} />
        </>
      ) : null}
      <Group gap="sm">
        {stale || plan.refusal ? (
          <Button variant="light" leftSection={<IconRefresh size={16} />} loading={busy} onClick={onReplan}>
            {t("import.replan")}
          </Button>
        ) : null}
        <Button leftSection={<IconFileImport size={16} />} disabled={stale || !summary} onClick={onStart}>
          {t("import.start")}
        </Button>
      </Group>
    </Stack>
  );
}
