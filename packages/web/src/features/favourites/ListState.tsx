import { Center, Loader, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { InfiniteSentinel } from "../../shared/ui/InfiniteSentinel.tsx";
import { LoadFailed } from "../../shared/ui/LoadFailed.tsx";
import { useHistory } from "../history/index.ts";
import { HistoryItem } from "./HistoryItem.tsx";

/** A list's loading, failed and empty states, else its rows. */
export function ListState({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.error && empty)
    return <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (empty) {
    return (
      <Text c="dimmed" ta="center" py={64} px="md">
        {t("favourites.empty")}
      </Text>
    );
  }
  return <Stack gap="sm">{children}</Stack>;
}

/** The play history tab, most recent first. */
export function HistoryList() {
  const history = useHistory();
  const works = history.data?.pages.flatMap((page) => page.works) ?? [];
  return (
    <ListState query={history} empty={works.length === 0}>
      {works.map((work) => (
        <HistoryItem key={work.id} work={work} />
      ))}
      {history.hasNextPage ? (
        <InfiniteSentinel
          onVisible={() => void history.fetchNextPage()}
          busy={history.isFetchingNextPage || history.isError}
        />
      ) : null}
    </ListState>
  );
}
