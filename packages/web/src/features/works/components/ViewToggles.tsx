import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconLayoutGrid, IconList, IconTag, IconTagOff, IconZoomIn, IconZoomOut } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../../../shared/preferences.ts";
import { breakpoints } from "../view.ts";
import { ListSettings } from "./ListSettings.tsx";

interface ToggleProps {
  label: string;
  active: boolean;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}

/** A square toolbar button with its label as tooltip; `active` shows (and announces) it pressed. */
export function ToolbarToggle({ label, active, icon, onClick, disabled = false }: ToggleProps) {
  return (
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
}

/** Grid or list, tags in the list or covers only in the grid (wide screens), and the list settings. */
export function ViewToggles({ width }: { width: number }) {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const wide = width > breakpoints.controls;
  return (
    <Group gap={4} wrap="nowrap" ml={wide ? "auto" : undefined}>
      <ToolbarToggle
        label={t("works.view.grid")}
        active={prefs.viewMode === "grid"}
        icon={<IconLayoutGrid size={18} />}
        onClick={() => prefs.set({ viewMode: "grid" })}
      />
      <ToolbarToggle
        label={t("works.view.list")}
        active={prefs.viewMode === "list"}
        icon={<IconList size={18} />}
        onClick={() => prefs.set({ viewMode: "list" })}
      />
      {wide && prefs.viewMode === "list" ? (
        <ToolbarToggle
          label={prefs.showLabels ? t("works.view.hideTags") : t("works.view.showTags")}
          active={prefs.showLabels}
          icon={prefs.showLabels ? <IconTag size={18} /> : <IconTagOff size={18} />}
          onClick={() => prefs.set({ showLabels: !prefs.showLabels })}
        />
      ) : null}
      {wide && prefs.viewMode === "grid" ? (
        <ToolbarToggle
          label={prefs.detailMode ? t("works.view.thumbnails") : t("works.view.details")}
          active={!prefs.detailMode}
          icon={prefs.detailMode ? <IconZoomOut size={18} /> : <IconZoomIn size={18} />}
          onClick={() => prefs.set({ detailMode: !prefs.detailMode })}
          disabled={width < breakpoints.zoom}
        />
      ) : null}
      <ListSettings />
    </Group>
  );
}
