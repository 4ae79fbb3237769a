import { Button, Group, Paper, Text } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./AdvancedPage.module.css";

interface SaveBarProps {
  /** Something to save or fix: the bar sticks to the bottom and stands out. */
  pending: boolean;
  dirty: boolean;
  errorCount: number;
  saving: boolean;
  onReset: () => void;
}

/** The form's state (saved, unsaved, invalid) with reset and save. */
export function SaveBar({ pending, dirty, errorCount, saving, onReset }: SaveBarProps) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      shadow={pending ? "md" : undefined}
      p="sm"
      radius="md"
      className={classes.bar}
      data-pending={pending || undefined}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c={errorCount > 0 ? "red" : "dimmed"}>
          {errorCount > 0
            ? t("admin.advanced.invalid", { count: errorCount })
            : dirty
              ? t("admin.advanced.unsaved")
              : t("admin.advanced.saved")}
        </Text>
        <Group gap="sm">
          <Button variant="default" disabled={!dirty || saving} onClick={onReset}>
            {t("admin.advanced.reset")}
          </Button>
          <Button
            type="submit"
            loading={saving}
            disabled={!dirty}
            leftSection={<IconDeviceFloppy size={16} />}
          >
            {t("admin.save")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
