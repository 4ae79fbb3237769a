import { Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { WorkActionDialogProps } from "../components/work-actions.ts";
import { EditWorkForm } from "./EditWorkForm.tsx";

/**
 * 编辑信息 (spec 1/2 "Work actions"). The form is mounted each time the dialog opens, so it starts from the
 * work as it is now.
 */
export function EditWorkDialog({ work, opened, onClose }: WorkActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("editing.dialog.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {opened ? <EditWorkForm work={work} onDone={onClose} /> : null}
    </Modal>
  );
}
