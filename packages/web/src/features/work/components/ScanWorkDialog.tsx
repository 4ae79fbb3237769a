import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../../shared/api.ts";
import { notify } from "../../../shared/notify.ts";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog.tsx";
import { workKeys } from "../api.ts";
import type { WorkActionDialogProps } from "./work-actions.ts";

/** 扫描本地文件: reads the work's folder again (POST /api/work/scan/{id}); files on disk are not changed. */
export function ScanWorkDialog({ work, opened, onClose }: WorkActionDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const scan = useMutation({
    mutationFn: () => api.post("/work/scan/:id", { params: { id: work.id } }),
    onSuccess: () => {
      notify.success(t("editing.scan.done"));
      void client.invalidateQueries({ queryKey: workKeys.tracks(work.id) });
      void client.invalidateQueries({ queryKey: workKeys.detail(work.id) });
    },
    onError: (error) => notify.error(error.message),
    onSettled: onClose,
  });
  return (
    <ConfirmDialog
      opened={opened}
      title={t("editing.menu.scan")}
      message={t("editing.scan.confirm")}
      loading={scan.isPending}
      onClose={onClose}
      onConfirm={() => scan.mutate()}
    />
  );
}
