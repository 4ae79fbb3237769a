import { type EngineOptions, type EngineState, idleEngineState, type QueueTrack } from "./engine-state.ts";
import { finite, haveMetadata, type MediaLike, streaming } from "./media-like.ts";
import { nextPlayMode, trackAfterEnd } from "./play-mode.ts";

export type { EngineOptions, EngineState, QueueTrack };

const volumeStep = 0.04;
const minRate = 0.5;
const maxRate = 3;

/** Framework-free player around one media element: queue, play modes, volume, speed, resume, preload. */
export class PlayerEngine {
  private state: EngineState = { ...idleEngineState };
  private readonly listeners = new Set<(state: EngineState) => void>();
  private loadedHash: string | null = null;
  /** Position to return to once a reloaded source can play (-1: none); it is what the player shows meanwhile. */
  private reloadAt = -1;
  /** Reload the source once its metadata shows whether it can seek (asked for before it was known). */
  private reloadIfStreaming = false;

  constructor(
    private readonly media: MediaLike,
    private readonly options: EngineOptions,
  ) {
    media.preservesPitch = true;
    media.addEventListener("ended", () => this.onEnded());
    media.addEventListener("canplay", () => this.onCanPlay());
    media.addEventListener("loadedmetadata", () => this.onMetadata());
    media.addEventListener("timeupdate", () =>
      this.update({ currentTime: this.reloadAt >= 0 ? this.reloadAt : media.currentTime }),
    );
    media.addEventListener("durationchange", () => this.onDuration());
    media.addEventListener("play", () => this.update({ playing: true }));
    media.addEventListener("pause", () => this.update({ playing: false }));
  }

  get snapshot(): EngineState {
    return this.state;
  }

  get current(): QueueTrack | undefined {
    return this.state.queue[this.state.index];
  }

  subscribe(listener: (state: EngineState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Restores settings remembered from an earlier visit (values outside their range are ignored). */
  configure(settings: Partial<Pick<EngineState, "playMode" | "volume" | "muted" | "rate">>): void {
    if (settings.playMode) this.update({ playMode: settings.playMode });
    if (settings.volume !== undefined) this.setVolume(settings.volume);
    if (settings.muted !== undefined) this.setMuted(settings.muted);
    if (settings.rate !== undefined) this.setRate(settings.rate);
  }

  /** Replaces the queue; an out-of-range index falls back to the first track. */
  setQueue(queue: QueueTrack[], index = 0, { resumeSeconds = -1, autoplay = true } = {}): void {
    const start = index >= 0 && index < queue.length ? index : 0;
    this.loadedHash = null;
    this.update({ queue, index: start, resumeSeconds: resumeSeconds > 0 ? resumeSeconds : -1 });
    this.load(autoplay);
  }

  add(tracks: QueueTrack[]): void {
    if (this.state.queue.length === 0) {
      this.setQueue(tracks, 0, { autoplay: false });
      return;
    }
    this.update({ queue: [...this.state.queue, ...tracks] });
    this.preloadNext();
  }

  /** Inserts tracks right after the current one. */
  playNext(tracks: QueueTrack[]): void {
    if (this.state.queue.length === 0) {
      this.setQueue(tracks, 0, { autoplay: false });
      return;
    }
    const at = this.state.index + 1;
    this.update({ queue: [...this.state.queue.slice(0, at), ...tracks, ...this.state.queue.slice(at)] });
    this.preloadNext();
  }

  /** Plays the track at `index`; an out-of-range index is ignored. */
  setIndex(index: number, autoplay = true): void {
    if (index < 0 || index >= this.state.queue.length) return;
    this.update({ index, resumeSeconds: -1 });
    this.load(autoplay);
  }

  /** Next track; acts only if the current one is not the last, except in all-repeat mode where it wraps. */
  next(): void {
    const { index, queue, playMode } = this.state;
    if (index < queue.length - 1) this.setIndex(index + 1);
    else if (playMode === "allRepeat" && queue.length > 0) this.setIndex(0);
  }

  /** Previous track; acts only if the current one is not the first, except in all-repeat mode. */
  previous(): void {
    const { index, queue, playMode } = this.state;
    if (index > 0) this.setIndex(index - 1);
    else if (playMode === "allRepeat" && queue.length > 0) this.setIndex(queue.length - 1);
  }

  /** Removing the current track stops and goes back to the first; removing an earlier one shifts the index. */
  remove(position: number): void {
    const { queue, index } = this.state;
    if (position < 0 || position >= queue.length) return;
    const rest = queue.filter((_, i) => i !== position);
    if (position === index) {
      this.media.pause();
      this.loadedHash = null;
      this.update({ queue: rest, index: 0, resumeSeconds: -1, currentTime: 0 });
      this.load(false);
    } else {
      this.update({ queue: rest, index: position < index ? index - 1 : index });
      this.preloadNext();
    }
  }

  /** Moves a track (drag reorder); the current track stays current. */
  move(from: number, to: number): void {
    const queue = [...this.state.queue];
    if (from === to || from < 0 || to < 0 || from >= queue.length || to >= queue.length) return;
    const currentTrack = this.current;
    const [moved] = queue.splice(from, 1);
    queue.splice(to, 0, moved as QueueTrack);
    this.update({ queue, index: currentTrack ? queue.indexOf(currentTrack) : 0 });
    this.preloadNext();
  }

  clear(): void {
    this.media.pause();
    this.loadedHash = null;
    this.media.src = "";
    this.update({ queue: [], index: 0, currentTime: 0, duration: 0, resumeSeconds: -1, playing: false });
  }

  play(): void {
    if (!this.current) return;
    this.media.play().catch(() => this.update({ playing: false }));
  }

  pause(): void {
    this.media.pause();
  }

  toggle(): void {
    if (this.media.paused) this.play();
    else this.pause();
  }

  seek(seconds: number): void {
    if (!this.current || !Number.isFinite(seconds)) return;
    if (streaming(this.media)) {
      this.options.onSeekBlocked?.();
      return;
    }
    const duration = finite(this.media.duration);
    const target = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
    this.reloadAt = -1;
    this.media.currentTime = target;
    this.update({ currentTime: target, resumeSeconds: -1 });
  }

  seekBy(delta: number): void {
    this.seek(this.media.currentTime + delta);
  }

  /** Loads the source again, keeping position and play state: a finished transcode becomes seekable. */
  reload(): void {
    const track = this.current;
    if (!track) return;
    const playing = !this.media.paused;
    this.reloadAt = this.media.currentTime;
    this.setSource(track);
    if (playing) this.play();
  }

  /** Reloads the source if it is a stream that cannot seek (now, or once its metadata has loaded). */
  reloadWhenStreaming(): void {
    this.reloadIfStreaming = this.media.readyState < haveMetadata;
    if (!this.reloadIfStreaming && streaming(this.media)) this.reload();
  }

  cyclePlayMode(): void {
    this.update({ playMode: nextPlayMode(this.state.playMode) });
  }

  /** Volume accepts only 0..1; anything else is ignored. */
  setVolume(volume: number): void {
    if (!(volume >= 0 && volume <= 1)) return;
    this.media.volume = volume;
    this.update({ volume });
  }

  /** One volume step (0.04) up or down, clamped to 0..1. */
  stepVolume(direction: 1 | -1): void {
    const next = Math.round((this.state.volume + direction * volumeStep) * 100) / 100;
    this.setVolume(Math.min(1, Math.max(0, next)));
  }

  setMuted(muted: boolean): void {
    this.media.muted = muted;
    this.update({ muted });
  }

  /** Playback speed 0.5×–3×, pitch preserved; other values are ignored. */
  setRate(rate: number): void {
    if (!(rate >= minRate && rate <= maxRate)) return;
    this.media.playbackRate = rate;
    this.update({ rate });
  }

  private load(autoplay: boolean): void {
    const track = this.current;
    if (!track) {
      this.media.pause();
      this.media.src = "";
      this.update({ currentTime: 0, duration: 0, playing: false });
      return;
    }
    if (this.loadedHash !== track.hash) {
      this.loadedHash = track.hash;
      this.reloadAt = -1;
      this.setSource(track);
      this.update({ currentTime: 0, duration: track.duration ?? 0 });
    } else {
      this.media.currentTime = 0;
    }
    this.preloadNext();
    if (autoplay) this.play();
  }

  private setSource(track: QueueTrack): void {
    this.reloadIfStreaming = false;
    this.media.src = this.options.url(track);
    this.media.playbackRate = this.state.rate;
    this.media.load();
    this.options.onLoad?.(track);
  }

  private preloadNext(): void {
    const { preloader } = this.options;
    const next = this.state.queue[this.state.index + 1];
    if (!preloader || !next || this.options.preloadable?.(next) === false) return;
    const url = this.options.url(next);
    if (preloader.src !== url) {
      preloader.preload = "auto";
      preloader.src = url;
    }
  }

  /**
   * Seeks to a pending history resume or to the position a reload kept. A source that cannot seek would jump
   * to its start instead: a resume then waits for the reload that follows the transcode, a kept position goes.
   */
  private onCanPlay(): void {
    const seconds = this.state.resumeSeconds;
    const target = seconds >= 0 ? seconds : this.reloadAt;
    this.reloadAt = -1;
    if (target < 0 || streaming(this.media)) return;
    this.media.currentTime = target;
    this.update({ currentTime: target, resumeSeconds: -1 });
    if (seconds >= 0) this.options.onResumed?.(seconds);
  }

  private onMetadata(): void {
    if (this.reloadIfStreaming) this.reloadWhenStreaming();
  }

  /** A streamed source's duration grows as it arrives: the track's known duration is shown meanwhile. */
  private onDuration(): void {
    const known = this.current?.duration;
    const duration = finite(this.media.duration);
    this.update({ duration: known && streaming(this.media) ? known : duration });
  }

  private onEnded(): void {
    const { queue, index, playMode } = this.state;
    const target = trackAfterEnd(playMode, index, queue.length, this.options.random ?? Math.random);
    if (target === null) {
      this.update({ playing: false });
      return;
    }
    if (target === index) {
      this.media.currentTime = 0;
      this.play();
    } else this.setIndex(target);
  }

  private update(patch: Partial<EngineState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }
}
