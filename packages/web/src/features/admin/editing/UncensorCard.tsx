import { Button, Group } from "@mantine/core";
import { IconArrowBackUp, IconTags } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../shared/notify.ts";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog.tsx";
import { Section } from "../shared.tsx";
import { useUncensor } from "./api.ts";

/** 标签反和谐 on the advanced page: one confirmation, and (unlike kikoeru) an undo. */
export function UncensorCard() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<"apply" | "undo" | null>(null);
  const apply = useUncensor("apply");
  const undo = useUncensor("undo");
  const running = asking === "undo" ? undo : apply;
  const confirm = () =>
    running.mutate(undefined, {
      onSuccess: ({ changed }) => notify.success(t("editing.uncensor.done", { count: changed })),
      onError: () => notify.error(t("editing.uncensor.failed")),
      onSettled: () => setAsking(null),
    });
  return (
    <Section title={t("editing.uncensor.title")} description={t("editing.uncensor.description")}>
      <Group gap="sm">
        <Button leftSection={<IconTags size={16} />} onClick={() => setAsking("apply")}>
          {t("editing.uncensor.run")}
        </Button>
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={16} />}
          onClick={() => setAsking("undo")}
        >
          {t("editing.uncensor.undo")}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking !== null}
        title={asking === "undo" ? t("editing.uncensor.undo") : t("editing.uncensor.title")}
        message={asking === "undo" ? t("editing.uncensor.undoConfirm") : t("editing.uncensor.confirm")}
        loading={running.isPending}
        onClose={() => setAsking(null)}
        onConfirm={confirm}
      />
    </Section>
  );
}
