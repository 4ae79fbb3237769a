import { WORK_ORDERS } from "@kikoeru/contract";
import { ActionIcon, Group, MultiSelect, Select, Tooltip } from "@mantine/core";
import {
  IconLayoutGrid,
  IconList,
  IconSortAscending,
  IconSortDescending,
  IconTag,
  IconTagOff,
  IconZoomIn,
  IconZoomOut,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import {
  type ListOrder,
  type LyricOption,
  type NsfwFilter,
  type Preferences,
  usePreferences,
} from "../../../shared/preferences.ts";
import { lyricOptions, nextLyricSelection } from "../lyric-filter.ts";
import { breakpoints } from "../view.ts";
import { ListSettings } from "./ListSettings.tsx";

/** Every list order but betterRandom, which is the drawer's 随心听 (one random work), not a sort. */
const orders = WORK_ORDERS.filter((order): order is ListOrder => order !== "betterRandom");

interface WorksToolbarProps {
  width: number;
  /** Called after a sort or filter change (pagination goes back to page 1). */
  onFiltersChange: () => void;
}

/** Sort, direction, age and lyric filters, and the view toggles of the works list. */
export function WorksToolbar({ width, onFiltersChange }: WorksToolbarProps) {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const wide = width > breakpoints.controls;
  const setFilter = (patch: Partial<Preferences>) => {
    prefs.set(patch);
    onFiltersChange();
  };
  const toggle = (
    label: string,
    active: boolean,
    icon: React.ReactNode,
    onClick: () => void,
    disabled = false,
  ) => (
    <Tooltip label={label}>
      <ActionIcon
        variant={active ? "light" : "default"}
        size={36}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Group gap={4} wrap="nowrap" align="flex-end">
        <Select
          label={wide ? t("works.sort.label") : undefined}
          aria-label={t("works.sort.label")}
          size="sm"
          w={132}
          allowDeselect={false}
          value={prefs.order}
          onChange={(value) => value && setFilter({ order: value as ListOrder })}
          data={orders.map((order) => ({ value: order, label: t(`works.sort.${order}`) }))}
          comboboxProps={{ width: 160 }}
        />
        {toggle(
          prefs.sortDesc ? t("works.sort.desc") : t("works.sort.asc"),
          false,
          prefs.sortDesc ? <IconSortDescending size={18} /> : <IconSortAscending size={18} />,
          () => setFilter({ sortDesc: !prefs.sortDesc }),
        )}
      </Group>
      <Select
        label={wide ? t("works.nsfw.label") : undefined}
        aria-label={t("works.nsfw.label")}
        size="sm"
        w={112}
        allowDeselect={false}
        value={`nsfw_${prefs.nsfw}`}
        onChange={(value) => value && setFilter({ nsfw: Number(value.slice(5)) as NsfwFilter })}
        data={[0, 1, 2].map((n) => ({
          value: `nsfw_${n}`,
          label: t(`works.nsfw.nsfw_${n}` as "works.nsfw.nsfw_0"),
        }))}
      />
      <MultiSelect
        label={wide ? t("works.lyric.label") : undefined}
        aria-label={t("works.lyric.label")}
        size="sm"
        w={wide ? 220 : 176}
        clearable
        placeholder={prefs.lyric.length ? undefined : wide ? t("works.lyric.any") : t("works.lyric.label")}
        value={prefs.lyric}
        onChange={(value) => setFilter({ lyric: nextLyricSelection(prefs.lyric, value as LyricOption[]) })}
        data={lyricOptions.map((option) => ({ value: option, label: t(`works.lyric.${option}`) }))}
      />
      <Group gap={4} wrap="nowrap" ml={wide ? "auto" : undefined}>
        {toggle(t("works.view.grid"), prefs.viewMode === "grid", <IconLayoutGrid size={18} />, () =>
          prefs.set({ viewMode: "grid" }),
        )}
        {toggle(t("works.view.list"), prefs.viewMode === "list", <IconList size={18} />, () =>
          prefs.set({ viewMode: "list" }),
        )}
        {wide && prefs.viewMode === "list"
          ? toggle(
              prefs.showLabels ? t("works.view.hideTags") : t("works.view.showTags"),
              prefs.showLabels,
              prefs.showLabels ? <IconTag size={18} /> : <IconTagOff size={18} />,
              () => prefs.set({ showLabels: !prefs.showLabels }),
            )
          : null}
        {wide && prefs.viewMode === "grid"
          ? toggle(
              prefs.detailMode ? t("works.view.thumbnails") : t("works.view.details"),
              !prefs.detailMode,
              prefs.detailMode ? <IconZoomOut size={18} /> : <IconZoomIn size={18} />,
              () => prefs.set({ detailMode: !prefs.detailMode }),
              width < breakpoints.zoom,
            )
          : null}
        <ListSettings />
      </Group>
    </Group>
  );
}
