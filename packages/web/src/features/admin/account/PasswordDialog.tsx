import "../texts.ts";
import { Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PasswordForm } from "./PasswordForm.tsx";

/** Every signed-in user changes their own password here; afterwards they sign in again. */
export function PasswordDialog({
  name,
  opened,
  onClose,
}: {
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("admin.account.title")} centered size="sm">
      <Text size="sm" c="dimmed" mb="md">
        {t("admin.account.hint", { name })}
      </Text>
      <PasswordForm name={name} auth submitLabel={t("admin.users.change")} />
    </Modal>
  );
}
