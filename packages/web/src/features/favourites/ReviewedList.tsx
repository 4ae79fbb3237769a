import type { ReviewOrder } from "@kikoeru/contract";
import { ActionIcon, Group, Select, Stack } from "@mantine/core";
import { IconSortAscending, IconSortDescending } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../../shared/preferences.ts";
import { InfiniteSentinel } from "../../shared/ui/InfiniteSentinel.tsx";
import { favouriteOrders, isFixedDirection, useReviewed } from "./api.ts";
import { ListState } from "./ListState.tsx";
import { ReviewItem } from "./ReviewItem.tsx";
import type { readFavouritesPath } from "./tabs.ts";

/** The reviews and progress tabs: the caller's marked works in the chosen order. */
export function ReviewedList({
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
      <ListState query={list} empty={works.length === 0}>
        {works.map((work) => (
          <ReviewItem key={work.id} work={work} mode={mode} />
        ))}
        {list.hasNextPage ? (
          <InfiniteSentinel
            onVisible={() => void list.fetchNextPage()}
            busy={list.isFetchingNextPage || list.isError}
          />
        ) : null}
      </ListState>
    </Stack>
  );
}
