import { Alert, Button, Center, Loader, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface ListStatesProps {
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  empty: boolean;
  /** Filters are set: an empty list means "nothing matches", not "nothing yet". */
  filtered: boolean;
  children: ReactNode;
}

/** The task list's error (with retry), loading and empty states, else the list. */
export function ListStates({ query, empty, filtered, children }: ListStatesProps) {
  const { t } = useTranslation();
  if (query.error && empty) {
    return (
      <Alert color="red" title={t("aiLyrics.loadFailed", { message: query.error.message })}>
        <Button variant="light" color="red" onClick={() => void query.refetch()}>
          {t("common.retry")}
        </Button>
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (!empty) return children;
  return (
    <Stack align="center" gap={4} py={48} px="md">
      <Text fw={600}>{filtered ? t("aiLyrics.noMatch") : t("aiLyrics.empty")}</Text>
      {filtered ? null : (
        <Text size="sm" c="dimmed" ta="center">
          {t("aiLyrics.emptyHint")}
        </Text>
      )}
    </Stack>
  );
}
