import type { Preferences } from "../../shared/preferences.ts";

/** Widths of spec 1: list tags and the zoom toggle appear above 700 px; the zoom works from 1120 px. */
export const breakpoints = { controls: 700, zoom: 1120 } as const;

export type WorksView =
  | { kind: "list"; showTags: boolean }
  | { kind: "thumbs" }
  | { kind: "detail"; oldCards: boolean };

/** The one view to render for the preferences at this viewport width. */
export function worksView(
  prefs: Pick<Preferences, "viewMode" | "detailMode" | "showLabels" | "oldCardStyle">,
  width: number,
): WorksView {
  if (prefs.viewMode === "list")
    return { kind: "list", showTags: prefs.showLabels && width > breakpoints.controls };
  if (!prefs.detailMode && width >= breakpoints.zoom) return { kind: "thumbs" };
  return { kind: "detail", oldCards: prefs.oldCardStyle };
}
