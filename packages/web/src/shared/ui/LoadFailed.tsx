import { Button, Center, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** In place of a list or page that could not load: what went wrong, and a button to load it again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" px="md">
      <Stack align="center" gap="xs" role="alert">
        <Text fw={600}>{t("common.loadFailed")}</Text>
        <Text c="dimmed" ta="center" size="sm">
          {message}
        </Text>
        <Button variant="light" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      </Stack>
    </Center>
  );
}
