import type { NameRepairPlan } from "@kikoeru/contract";
import { Alert, Badge, Box, Button, Group, List, ScrollArea, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconArrowBackUp, IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./RepairPlanView.module.css";
import { encodingName, hasRawBytes, planState, renameRows } from "./repair-plan.ts";

/** The dry run as a from → to list (or its collisions, or "nothing to fix"), and the undo of the last repair. */
export function RepairPlanView({ plan, onUndo }: { plan: NameRepairPlan; onUndo: () => void }) {
  const { t, i18n } = useTranslation();
  const state = planState(plan);
  return (
    <Stack gap="sm">
      {state === "conflicts" ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t("nameRepair.conflictTitle")}>
          <Text size="sm">{t("nameRepair.conflictHint")}</Text>
          <List size="sm" mt="xs" className={classes.mono}>
            {plan.conflicts.map(({ to, from }) => (
              <List.Item key={to}>{t("nameRepair.conflictRow", { to, from: from.join(", ") })}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {state === "empty" ? (
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" />
          <Text size="sm">{t("nameRepair.nothing")}</Text>
        </Group>
      ) : null}
      {plan.plan.length > 0 ? (
        <>
          <Text size="sm">{t("nameRepair.intro", { count: plan.plan.length })}</Text>
          <ScrollArea.Autosize mah="min(22rem, 45dvh)" type="auto" className={classes.list}>
            <ul aria-label={t("nameRepair.listLabel")} className={classes.rows}>
              {renameRows(plan.plan).map((row) => (
                <li key={`${row.folder}/${row.from}`} className={classes.row}>
                  {row.folder ? <span className={classes.folder}>{row.folder}/</span> : null}
                  <span className={classes.from}>{row.from}</span>
                  <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                    <span className={classes.to}>→ {row.to}</span>
                    <Badge variant="light" color="gray" size="sm" tt="none" className={classes.badge}>
                      {encodingName(row.encoding)}
                    </Badge>
                  </Group>
                </li>
              ))}
            </ul>
          </ScrollArea.Autosize>
          {hasRawBytes(plan.plan) ? (
            <Text size="xs" c="dimmed">
              {t("nameRepair.rawHint")}
            </Text>
          ) : null}
        </>
      ) : null}
      {plan.undo ? (
        <Box className={classes.undo}>
          <Text size="sm" c="dimmed">
            {t("nameRepair.undoAvailable", {
              time: new Date(plan.undo.at).toLocaleString(i18n.language),
              count: plan.undo.count,
            })}
          </Text>
          <Button variant="light" size="xs" leftSection={<IconArrowBackUp size={16} />} onClick={onUndo}>
            {t("nameRepair.undo")}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
