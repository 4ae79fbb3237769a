import "./texts.ts";
import i18n from "i18next";
import { api } from "../shared/api.ts";
import { notify } from "../shared/notify.ts";
import { authHeaders } from "../shared/session.ts";
import { PlayerEngine, type QueueTrack } from "./engine.ts";
import { type HistoryPayload, HistorySaver, historyPayload } from "./history-saver.ts";
import { handlePlayerKey } from "./keyboard.ts";
import { loadTrackLyric } from "./lyrics/load.ts";
import { bindMediaSession } from "./media-session.ts";
import { diagnosePlayback } from "./playback-error.ts";
import { usePlayerPreferences } from "./preferences.ts";
import { sleepDue, sleepStorage } from "./sleep-timer.ts";
import { usePlayer } from "./store.ts";
import { playerTranscoding } from "./transcoding.ts";

const restoreKey = "kikoeru-player-position";
let engine: PlayerEngine | null = null;
let media: HTMLAudioElement | null = null;

/**
 * Sends a position to the server with keepalive so a save started as the page closes still arrives; not for
 * guests, whose positions stay in this browser (the server refuses their writes).
 */
async function putHistory(payload: HistoryPayload): Promise<void> {
  if (usePlayer.getState().savesHistory) await api.put("/histroy", { body: payload, keepalive: true });
}

async function saveHistory(payload: HistoryPayload): Promise<void> {
  localStorage.setItem(restoreKey, JSON.stringify(payload));
  await putHistory(payload);
}

/** Cover images for the lock screen as blob URLs, so the token never travels in an artwork URL. */
async function artwork(track: QueueTrack): Promise<MediaImage[]> {
  const response = await fetch(`/api/cover/${track.workId}?type=main`, { headers: authHeaders() });
  if (!response.ok) return [];
  const blob = await response.blob();
  return [{ src: URL.createObjectURL(blob), type: blob.type }];
}

async function loadSharedConfig(): Promise<void> {
  try {
    const { sharedConfig } = await api.get("/config/shared");
    usePlayer.setState({
      rewindSeconds: sharedConfig.rewindSeekTime,
      forwardSeconds: sharedConfig.forwardSeekTime,
    });
  } catch {
    // The defaults (5 s back, 30 s forward) stay.
  }
}

/** Pauses and clears the sleep timer once its time has passed, also if it passed while paused. */
function checkSleep(): void {
  const end = usePlayer.getState().sleepEnd;
  if (!sleepDue(end, Date.now())) return;
  engine?.pause();
  setSleepEnd(null);
  notify.success(i18n.t("player.sleep.stopped"));
}

export function setSleepEnd(end: number | null): void {
  sleepStorage.write(end);
  usePlayer.setState({ sleepEnd: end });
}

/** Says which track failed and why (server gone, 404, 403, undecodable…), with a retry. */
async function reportPlaybackError(target: PlayerEngine, element: HTMLAudioElement): Promise<void> {
  const track = target.current;
  const src = element.getAttribute("src");
  // Clearing the queue empties `src`, which the element also reports as an error.
  if (!track || !src) return;
  const failure = await diagnosePlayback(src, element.error?.code);
  if (target.current !== track) return;
  notify.error(i18n.t(`playback.${failure.kind}`, { title: track.title, ...failure }), {
    durationMs: 8000,
    action: {
      label: i18n.t("common.retry"),
      run: () => {
        target.reload();
        target.play();
      },
    },
  });
}

function restore(target: PlayerEngine): void {
  try {
    const saved = JSON.parse(localStorage.getItem(restoreKey) ?? "null") as HistoryPayload | null;
    const queue = saved?.state.queue;
    if (!saved || !Array.isArray(queue) || queue.length === 0) return;
    target.setQueue(queue, saved.state.index, { resumeSeconds: saved.state.seconds, autoplay: false });
  } catch {
    localStorage.removeItem(restoreKey);
  }
}

function create(): PlayerEngine {
  const preferences = usePlayerPreferences.getState();
  const element = document.createElement(preferences.videoSource ? "video" : "audio") as HTMLAudioElement;
  element.id = "kikoeru-media";
  element.preload = "auto";
  element.crossOrigin = "anonymous";
  element.setAttribute("playsinline", "");
  element.hidden = true;
  document.body.append(element);
  media = element;
  const preloader = new Audio();
  preloader.muted = true;
  const transcoding = playerTranscoding();
  const created = new PlayerEngine(element, {
    ...transcoding.options,
    preloader,
    onResumed: () => notify.success(i18n.t("player.resumed")),
  });
  transcoding.attach(created, element);
  created.configure(preferences);
  const saver = new HistorySaver({
    save: saveHistory,
    read: () => {
      const state = created.snapshot;
      return { ...state, resuming: state.resumeSeconds >= 0 };
    },
  });
  let lastKey = "";
  let lastHash: string | null = null;
  let leaving: HistoryPayload | null = null;
  created.subscribe((state) => {
    usePlayer.setState({ ...state, ...(state.playing ? { playedOnce: true } : {}) });
    const { playMode, volume, muted, rate } = state;
    const saved = usePlayerPreferences.getState();
    if (
      saved.playMode !== playMode ||
      saved.volume !== volume ||
      saved.muted !== muted ||
      saved.rate !== rate
    )
      saved.set({ playMode, volume, muted, rate });
    const track = state.queue[state.index];
    // A cleared queue must not come back on the next visit.
    if (!track) localStorage.removeItem(restoreKey);
    if (track?.hash !== lastHash) {
      lastHash = track?.hash ?? null;
      if (track) void loadTrackLyric(track);
      else usePlayer.setState({ lyric: { status: "none" } });
    }
    // The work left behind keeps the position it was left at (the saver only ever saves the current work).
    if (leaving && leaving.work_id !== track?.workId) {
      void putHistory(leaving).catch(() => undefined);
      usePlayer.setState({ leftWork: { workId: leaving.work_id, state: leaving.state, at: Date.now() } });
      leaving = null;
    }
    leaving = historyPayload({ ...state, resuming: state.resumeSeconds >= 0 }) ?? leaving;
    const key = `${state.index}|${state.queue.map((t) => t.hash).join()}|${state.playing}|${
      state.playing ? "" : Math.floor(state.currentTime)
    }`;
    if (key !== lastKey) {
      lastKey = key;
      saver.changed();
    }
  });
  element.addEventListener("error", () => {
    if (!transcoding.mediaFailed(element.getAttribute("src") ?? ""))
      void reportPlaybackError(created, element);
  });
  // A seek while playing changes no part of the key above, but is worth saving soon.
  element.addEventListener("seeked", () => saver.changed());
  saver.start();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") void saver.flush();
  });
  window.addEventListener("pagehide", () => void saver.flush());
  window.addEventListener("keydown", (event) => {
    if (!created.current) return;
    const { rewindSeconds, forwardSeconds } = usePlayer.getState();
    const handled = handlePlayerKey(event, {
      toggle: () => created.toggle(),
      rewind: () => created.seekBy(-rewindSeconds),
      forward: () => created.seekBy(forwardSeconds),
      next: () => created.next(),
      previous: () => created.previous(),
      volume: (direction) => created.stepVolume(direction),
    });
    if (handled) event.preventDefault();
  });
  if ("mediaSession" in navigator) {
    bindMediaSession(
      created,
      navigator.mediaSession,
      () => ({ rewind: usePlayer.getState().rewindSeconds, forward: usePlayer.getState().forwardSeconds }),
      artwork,
    );
  }
  usePlayer.setState({ sleepEnd: sleepStorage.read() });
  setInterval(checkSleep, 1000);
  void loadSharedConfig();
  restore(created);
  return created;
}

/** The one player engine of the tab, created on first use (restoring the last position, paused). */
export function playerEngine(): PlayerEngine {
  engine ??= create();
  return engine;
}

/** The media element the engine plays through (for the visualizer, video drawing and lyric timing). */
export function mediaElement(): HTMLAudioElement | null {
  return media;
}

/** Player actions for the rest of the app (library screens hand tracks over through these). */
export const player = {
  setQueue: (queue: QueueTrack[], index = 0, resumeSeconds = -1) =>
    playerEngine().setQueue(queue, index, { resumeSeconds }),
  add: (tracks: QueueTrack[]) => playerEngine().add(tracks),
  playNext: (tracks: QueueTrack[]) => playerEngine().playNext(tracks),
  toggle: () => playerEngine().toggle(),
};
