import { Alert, Button, Center, Group, Loader, Modal, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../shared/notify.ts";
import type { WorkActionDialogProps } from "../components/work-actions.ts";
import { useApplyNameRepair, useNameRepairPlan, useUndoNameRepair } from "./api.ts";
import { RepairPlanView } from "./RepairPlanView.tsx";
import { nextStep, planState, type RepairStep } from "./repair-plan.ts";

const TITLES = {
  plan: "nameRepair.title",
  confirm: "nameRepair.confirmTitle",
  confirmAgain: "nameRepair.confirmAgainTitle",
  undo: "nameRepair.undoTitle",
} as const;

/**
 * 修复文件名乱码 (spec 1/2 "Work actions"): shows the server's dry run, asks twice as kikoeru's client does
 * (telling the user it can be undone rather than that it cannot), renames, and refreshes the work and its
 * file tree in place of kikoeru's page reload. The last repair can be undone from here.
 */
export function NameRepairDialog({ work, opened, onClose }: WorkActionDialogProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<RepairStep>("plan");
  const plan = useNameRepairPlan(work.id, opened);
  const apply = useApplyNameRepair(work.id);
  const undo = useUndoNameRepair(work.id);
  const busy = apply.isPending || undo.isPending;
  const close = () => {
    setStep("plan");
    onClose();
  };
  const run = (mutation: typeof apply, done: "nameRepair.done" | "nameRepair.undone") =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        notify.success(t(done));
        close();
      },
      onError: (error) => {
        notify.error(error.message);
        setStep("plan");
        void plan.refetch();
      },
    });
  const advance = () => {
    const next = nextStep(step);
    if (next === "apply") run(apply, "nameRepair.done");
    else if (next === "runUndo") run(undo, "nameRepair.undone");
    else setStep(next);
  };
  const count = plan.data?.plan.length ?? 0;
  const ready = plan.data !== undefined && planState(plan.data) === "ready";
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : close}
      title={t(TITLES[step])}
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {step === "plan" ? (
        plan.isPending ? (
          <Center py="lg">
            <Loader size="sm" aria-label={t("nameRepair.loading")} />
          </Center>
        ) : plan.isError ? (
          <Alert color="red">{plan.error.message}</Alert>
        ) : (
          <RepairPlanView plan={plan.data} onUndo={() => setStep("undo")} />
        )
      ) : (
        <Text size="sm">
          {step === "undo"
            ? t("nameRepair.undoConfirm", { count: plan.data?.undo?.count ?? 0 })
            : t(step === "confirm" ? "nameRepair.confirm" : "nameRepair.confirmAgain", { count })}
        </Text>
      )}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={step === "plan" ? close : () => setStep("plan")} disabled={busy}>
          {t(step === "plan" ? "common.close" : "common.cancel")}
        </Button>
        {step !== "plan" ? (
          <Button color={step === "confirmAgain" ? "orange" : undefined} loading={busy} onClick={advance}>
            {t(step === "undo" ? "nameRepair.undo" : "common.confirm")}
          </Button>
        ) : null}
        {step === "plan" && count > 0 ? (
          <Button onClick={advance} disabled={!ready}>
            {t("nameRepair.fix", { count })}
          </Button>
        ) : null}
      </Group>
    </Modal>
  );
}
