import i18n from "i18next";
import { notify } from "../shared/notify.ts";
import { withToken } from "../shared/session.ts";
import type { PlayerEngine } from "./engine.ts";
import type { EngineOptions, QueueTrack } from "./engine-state.ts";
import type { MediaLike } from "./media-like.ts";
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
 * settings apply from the next track loaded (switching the source mid-track would restart it). A track whose
 * transcode cannot be had (no ffmpeg, a full queue, a failed encode) plays from its original file instead.
 */
export function playerTranscoding() {
  let engine: PlayerEngine | undefined;
  let noticeAt = 0;
  /** Tracks (hash and rate) that play from the original file for the rest of this page's life. */
  const originals = new Set<string>();
  const settings = () => usePlayerPreferences.getState();
  const bitRateOf = (track: QueueTrack) => {
    const bitRate = transcodeBitRate(track, settings());
    return bitRate !== null && !originals.has(`${track.hash}|${bitRate}`) ? bitRate : null;
  };
  /** Plays the current track from its original file at the same position, playing on if it was. */
  const fallBack = (): void => {
    const track = engine?.current;
    const bitRate = track ? bitRateOf(track) : null;
    if (!engine || !track || bitRate === null) return;
    originals.add(`${track.hash}|${bitRate}`);
    notify.info(i18n.t("player.transcode.fellBack", { title: track.title }), { durationMs: 6000 });
    const playing = engine.snapshot.playing;
    engine.reload();
    if (playing) engine.play();
  };
  const monitor = new TranscodeMonitor({
    fetchStatus: fetchTranscodeStatus,
    show: (chip) => usePlayer.setState({ transcode: chip }),
    onReady: () => engine?.reloadWhenStreaming(),
    onFailed: fallBack,
  });
  const preTranscode = new PreTranscodeScheduler({
    current: () => engine?.current,
    next: () => engine?.snapshot.queue[engine.snapshot.index + 1],
    bitRate: (track) => transcodeBitRate(track, settings()),
    request: requestPreTranscode,
    fetchStatus: fetchTranscodeStatus,
  });
  const options = {
    url: (track) => withToken(sourceUrl(track, bitRateOf(track))),
    preloadable: (track) => bitRateOf(track) === null,
    onLoad: (track) => monitor.watch(track, bitRateOf(track)),
    onSeekBlocked: () => {
      if (Date.now() - noticeAt < seekNoticeMs) return;
      noticeAt = Date.now();
      notify.info(i18n.t("player.transcode.seekBlocked"));
    },
  } satisfies Partial<EngineOptions>;

  /** Follows the engine once it exists: track changes and the media's `playing` event. */
  const attach = (target: PlayerEngine, media: Pick<MediaLike, "addEventListener">) => {
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
  /**
   * The media element gave up on `src`: when that was the current track's transcode (the server has no ffmpeg,
   * the queue is full, the encode broke) the track falls back to its original file; returns whether it did.
   */
  const mediaFailed = (src: string): boolean => {
    if (!src.includes("/api/media/transcode/") || !engine?.current || bitRateOf(engine.current) === null)
      return false;
    fallBack();
    return true;
  };
  return { options, attach, mediaFailed };
}
