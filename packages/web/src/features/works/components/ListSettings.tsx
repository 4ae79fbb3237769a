import { ActionIcon, Popover, SegmentedControl, Stack, Switch, Text } from "@mantine/core";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { type ListMode, usePreferences } from "../../../shared/preferences.ts";

/** Less frequent list preferences: waterfall or pages, the recent-plays strip, the old card style. */
export function ListSettings() {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const label = t("works.settings.label");
  const titleId = useId();
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <ActionIcon variant="default" size={36} aria-label={label} title={label}>
          <IconAdjustmentsHorizontal size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId} w={260}>
        <Stack gap="sm">
          <Text fw={600} size="sm" id={titleId}>
            {label}
          </Text>
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t("works.settings.mode")}
            </Text>
            <SegmentedControl
              fullWidth
              size="xs"
              value={prefs.listMode}
              onChange={(value) => prefs.set({ listMode: value as ListMode })}
              data={[
                { value: "waterfall", label: t("works.settings.waterfall") },
                { value: "pagination", label: t("works.settings.pagination") },
              ]}
            />
          </Stack>
          <Switch
            label={t("works.settings.showRecent")}
            checked={prefs.showRecent}
            onChange={(event) => prefs.set({ showRecent: event.currentTarget.checked })}
          />
          <Switch
            label={t("works.settings.oldCards")}
            checked={prefs.oldCardStyle}
            onChange={(event) => prefs.set({ oldCardStyle: event.currentTarget.checked })}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
