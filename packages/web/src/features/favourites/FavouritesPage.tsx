import type { ReviewOrder } from "@kikoeru/contract";
import {
  ActionIcon,
  Center,
  Container,
  Group,
  Loader,
  ScrollArea,
  Select,
  Stack,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import { IconSortAscending, IconSortDescending } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { usePreferences } from "../../shared/preferences.ts";
import { InfiniteSentinel } from "../../shared/ui/InfiniteSentinel.tsx";
import { useHistory } from "../history/api.ts";
import { progressKey, progressValues } from "../reviews/progress.ts";
import { favouriteOrders, isFixedDirection, useReviewed } from "./api.ts";
import { HistoryItem } from "./HistoryItem.tsx";
import { ReviewItem } from "./ReviewItem.tsx";
import { type FavouritesTab, favouritesPath, favouritesTabs, readFavouritesPath } from "./tabs.ts";

function ListState({ pending, empty, children }: { pending: boolean; empty: boolean; children: ReactNode }) {
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

function HistoryList() {
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

function ReviewedList({
  mode,
  filter,
}: {
  mode: "review" | "progress";
  filter: ReturnType<typeof readFavouritesPath>["filter"];
}) {
  const { t } = useTranslation();
  const order = usePreferences((state) => state.favouritesOrder);
  const desc = usePreferences((state) => state.favouritesDesc);
  const set = usePreferences((state) => state.set);
  const list = useReviewed(order, desc, mode === "progress" ? filter : null);
  const works = list.data?.pages.flatMap((page) => page.works) ?? [];
  const direction = desc ? t("works.sort.desc") : t("works.sort.asc");
  return (
    <Stack gap="md">
      <Group gap={4} align="flex-end">
        <Select
          label={t("favourites.sortLabel")}
          w={150}
          allowDeselect={false}
          value={order}
          onChange={(value) => value && set({ favouritesOrder: value as ReviewOrder })}
          data={favouriteOrders.map((value) => ({
            value,
            label: t(`favourites.orders.${value}` as "favourites.orders.updated_at"),
          }))}
        />
        <ActionIcon
          variant="default"
          size={36}
          aria-label={direction}
          title={direction}
          disabled={isFixedDirection(order)}
          onClick={() => set({ favouritesDesc: !desc })}
        >
          {desc ? <IconSortDescending size={18} /> : <IconSortAscending size={18} />}
        </ActionIcon>
      </Group>
      <ListState pending={list.isPending} empty={works.length === 0}>
        {works.map((work) => (
          <ReviewItem key={work.id} work={work} mode={mode} />
        ))}
        {list.hasNextPage ? (
          <InfiniteSentinel onVisible={() => void list.fetchNextPage()} busy={list.isFetchingNextPage} />
        ) : null}
      </ListState>
    </Stack>
  );
}

/** /favourites: play history, my reviews, my progress (five states) and the not-yet-built folders tab. */
export function FavouritesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { tab, filter } = readFavouritesPath(pathname);

  return (
    <Container size={1100} px={{ base: "sm", sm: "md", lg: "lg" }} py="md">
      <Stack gap="md">
        <Title order={1} size="h3">
          {t("favourites.title")}
        </Title>
        <ScrollArea type="never">
          <Tabs
            value={tab}
            onChange={(value) => value && void navigate(favouritesPath(value as FavouritesTab, filter))}
          >
            <Tabs.List style={{ flexWrap: "nowrap" }}>
              {favouritesTabs.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {t(`favourites.tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </ScrollArea>
        {tab === "progress" ? (
          <ScrollArea type="never">
            <Tabs
              variant="pills"
              value={filter}
              onChange={(value) => value && void navigate(favouritesPath("progress", value as typeof filter))}
            >
              <Tabs.List style={{ flexWrap: "nowrap" }}>
                {progressValues.map((value) => (
                  <Tabs.Tab key={value} value={value}>
                    {t(progressKey(value))}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
          </ScrollArea>
        ) : null}
        {tab === "histroy" ? <HistoryList /> : null}
        {tab === "review" || tab === "progress" ? (
          <ReviewedList key={tab} mode={tab} filter={filter} />
        ) : null}
        {tab === "folder" ? (
          <Text c="dimmed" ta="center" py={64}>
            {t("favourites.comingSoon")}
          </Text>
        ) : null}
      </Stack>
    </Container>
  );
}
