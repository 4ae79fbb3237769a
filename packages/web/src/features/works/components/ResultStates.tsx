import { Button, Center, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ListFilters, WorksSource } from "../source.ts";
import { EmptyLibrary } from "./EmptyLibrary.tsx";

export function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <Text c="dimmed">{message}</Text>
        <Button variant="light" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      </Stack>
    </Center>
  );
}

/** No work matches; with nothing narrowing the list that means the library itself is empty. */
export function Empty({ source, filters }: { source: WorksSource; filters: ListFilters }) {
  const { t } = useTranslation();
  if (source.kind === "all" && filters.age === "all" && filters.lyric.length === 0) return <EmptyLibrary />;
  return (
    <Center py={64}>
      <Text c="dimmed">{t("works.empty")}</Text>
    </Center>
  );
}
