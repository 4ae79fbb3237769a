import { Center, Loader, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { InfiniteSentinel } from "../../shared/ui/InfiniteSentinel.tsx";
import { useHistory } from "../history/index.ts";
import { HistoryItem } from "./HistoryItem.tsx";

export function ListState({
  pending,
  empty,
  children,
}: {
  pending: boolean;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (pending) {
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
    <ListState pending={history.isPending} empty={works.length === 0}>
      {works.map((work) => (
        <HistoryItem key={work.id} work={work} />
      ))}
      {history.hasNextPage ? (
        <InfiniteSentinel onVisible={() => void history.fetchNextPage()} busy={history.isFetchingNextPage} />
      ) : null}
    </ListState>
  );
}
