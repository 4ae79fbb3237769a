import "./texts.ts";
import i18n from "i18next";
import { coverUrl } from "../shared/media.ts";
import { notify } from "../shared/notify.ts";
import { withToken } from "../shared/session.ts";
import { usePlayerPreferences } from "./preferences.ts";

/** Remembers an image of the work (its stream path, without the token) as the full-screen cover. */
export function setVisualCover(workId: number, imagePath: string): void {
  const { visualCovers, set } = usePlayerPreferences.getState();
  set({ visualCovers: { ...visualCovers, [String(workId)]: imagePath } });
  notify.success(i18n.t("player.fullScreen.coverSet"));
}

/** The full-screen cover of a work: the chosen image, else the work's main cover. */
export function visualCoverUrl(workId: number, chosen: string | undefined): string {
  return chosen ? withToken(chosen) : coverUrl(workId, "main");
}
