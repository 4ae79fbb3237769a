import i18n from "i18next";
import { notify } from "../shared/notify.ts";
import { withToken } from "../shared/session.ts";
import type { PlayerEngine } from "./engine.ts";
import type { EngineOptions } from "./engine-state.ts";
import { PreTranscodeScheduler } from "./pre-transcode.ts";
import { usePlayerPreferences } from "./preferences.ts";
import { usePlayer } from "./store.ts";
import { sourceUrl, transcodeBitRate } from "./transcode.ts";
import { fetchTranscodeStatus, requestPreTranscode } from "./transcode-api.ts";
import { TranscodeMonitor } from "./transcode-monitor.ts";

/** One notice per this long however often a seek is refused (key repeat, a dragged slider). */
const seekNoticeMs = 4000;

/**
 * Transcoding in the player (issue 13): the source URL each track plays from, the status chip of the playing
 * track, the reload that makes a finished transcode seekable, and the pre-transcode of the next track. The
 * settings apply from the next track loaded (switching the source mid-track would restart it).
 */
export function playerTranscoding() {
  let engine: PlayerEngine | undefined;
  let noticeAt = 0;
  const settings = () => usePlayerPreferences.getState();
  const monitor = new TranscodeMonitor({
    fetchStatus: fetchTranscodeStatus,
    show: (chip) => usePlayer.setState({ transcode: chip }),
    onReady: () => engine?.reloadWhenStreaming(),
  });
  const preTranscode = new PreTranscodeScheduler({
    current: () => engine?.current,
    next: () => engine?.snapshot.queue[engine.snapshot.index + 1],
    bitRate: (track) => transcodeBitRate(track, settings()),
    request: requestPreTranscode,
    fetchStatus: fetchTranscodeStatus,
  });
  const options = {
    url: (track) => withToken(sourceUrl(track, settings())),
    preloadable: (track) => transcodeBitRate(track, settings()) === null,
    onLoad: (track) => monitor.watch(track, transcodeBitRate(track, settings())),
    onSeekBlocked: () => {
      if (Date.now() - noticeAt < seekNoticeMs) return;
      noticeAt = Date.now();
      notify.info(i18n.t("player.transcode.seekBlocked"));
    },
  } satisfies Partial<EngineOptions>;

  /** Follows the engine once it exists: track changes and the media's `playing` event. */
  const attach = (target: PlayerEngine, media: HTMLMediaElement) => {
    engine = target;
    let hash: string | undefined;
    target.subscribe((state) => {
      const track = state.queue[state.index];
      if (track?.hash === hash) return;
      hash = track?.hash;
      preTranscode.reset();
      if (!track) monitor.watch(null, null);
    });
    media.addEventListener("playing", () => {
      if (target.current) preTranscode.playing(target.current);
    });
  };
  return { options, attach };
}
