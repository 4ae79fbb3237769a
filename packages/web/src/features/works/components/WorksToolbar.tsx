import { WORK_ORDERS } from "@kikoeru/contract";
import { Group, MultiSelect, Select } from "@mantine/core";
import { IconSortAscending, IconSortDescending } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type AgeFilter,
  type ListOrder,
  type LyricOption,
  type Preferences,
  usePreferences,
} from "../../../shared/preferences.ts";
import { useAnyAiLyrics } from "../api.ts";
import { lyricOptions, nextLyricSelection } from "../lyric-filter.ts";
import { breakpoints } from "../view.ts";
import { ToolbarToggle, ViewToggles } from "./ViewToggles.tsx";

/** Every list order but betterRandom, which is the drawer's 随心听 (one random work), not a sort. */
const orders = WORK_ORDERS.filter((order): order is ListOrder => order !== "betterRandom");

/** The age filter's choices with the labels of kikoeru's nsfw_0/1/2 and R-15 between all ages and adults. */
const ages: { value: AgeFilter; label: "nsfw_0" | "nsfw_1" | "nsfw_r15" | "nsfw_2" }[] = [
  { value: "all", label: "nsfw_0" },
  { value: "general", label: "nsfw_1" },
  { value: "r15", label: "nsfw_r15" },
  { value: "adult", label: "nsfw_2" },
];

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
  const [lyricOpened, setLyricOpened] = useState(false);
  const anyAi = useAnyAiLyrics(lyricOpened);
  // "AI lyrics" is a dead end until some work has them; a choice already made stays visible.
  const lyricChoices = lyricOptions.filter(
    (option) => option !== "lyric_ai" || anyAi.data === true || prefs.lyric.includes(option),
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
        <ToolbarToggle
          label={prefs.sortDesc ? t("works.sort.desc") : t("works.sort.asc")}
          active={false}
          icon={prefs.sortDesc ? <IconSortDescending size={18} /> : <IconSortAscending size={18} />}
          onClick={() => setFilter({ sortDesc: !prefs.sortDesc })}
        />
      </Group>
      <Select
        label={wide ? t("works.nsfw.label") : undefined}
        aria-label={t("works.nsfw.label")}
        size="sm"
        w={112}
        allowDeselect={false}
        value={prefs.age}
        onChange={(value) => value && setFilter({ age: value as AgeFilter })}
        data={ages.map(({ value, label }) => ({ value, label: t(`works.nsfw.${label}`) }))}
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
        onDropdownOpen={() => setLyricOpened(true)}
        data={lyricChoices.map((option) => ({ value: option, label: t(`works.lyric.${option}`) }))}
      />
      <ViewToggles width={width} />
    </Group>
  );
}
