import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  loading?: boolean;
  /** Only the buttons close it (no Escape, outside click or close icon). */
  persistent?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question in a small modal. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  danger,
  loading,
  persistent,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="sm"
      closeOnClickOutside={!persistent}
      closeOnEscape={!persistent}
      withCloseButton={!persistent}
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {t("common.cancel")}
        </Button>
        <Button color={danger ? "red" : undefined} loading={loading} onClick={onConfirm}>
          {confirmLabel ?? t("common.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}
