import type { PreTranscodeResponse, TranscodeBitRate, TranscodeStatus } from "@kikoeru/contract";
import type { QueueTrack } from "./engine-state.ts";

/** Spec 2 §4/§9: the next track is pre-transcoded 30 s after a track starts playing. */
export const preTranscodeDelayMs = 30_000;
/**
 * How often the pending pre-transcode's status is read while it runs: the server stops one nobody polls
 * for a minute (the kikoeru client's POST alone would let a long one lapse).
 */
export const preTranscodeKeepAliveMs = 20_000;

export interface PreTranscodeDeps {
  /** The playing track. */
  current: () => QueueTrack | undefined;
  /** The queue entry after the playing one. */
  next: () => QueueTrack | undefined;
  /** The rate a track would be transcoded at, or null when it would play as it is. */
  bitRate: (track: QueueTrack) => TranscodeBitRate | null;
  request: (track: QueueTrack, bitRate: TranscodeBitRate) => Promise<PreTranscodeResponse>;
  fetchStatus: (track: QueueTrack, bitRate: TranscodeBitRate) => Promise<TranscodeStatus>;
}

/**
 * Asks the server to transcode the next queue entry ahead of its turn: 30 s after the playing track starts,
 * if it is still the one playing and the next entry is of a transcoded type, one POST; then a status read
 * now and then keeps the encode alive until it is ready or another track plays.
 */
export class PreTranscodeScheduler {
  private started: QueueTrack | null = null;
  /** Bumped whenever the plan changes, so answers to an older plan are dropped. */
  private generation = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: PreTranscodeDeps) {}

  /** The media started playing `track`: counts from its first start only. */
  playing(track: QueueTrack): void {
    if (this.started === track) return;
    this.reset();
    this.started = track;
    const generation = this.generation;
    this.timer = setTimeout(() => void this.fire(track, generation), preTranscodeDelayMs);
  }

  /** Another track was loaded: whatever was planned for the previous one is dropped. */
  reset(): void {
    clearTimeout(this.timer);
    this.started = null;
    this.generation++;
  }

  private async fire(track: QueueTrack, generation: number): Promise<void> {
    const next = this.deps.next();
    if (this.deps.current() !== track || !next) return;
    const bitRate = this.deps.bitRate(next);
    if (bitRate === null) return;
    let ready = await this.deps.request(next, bitRate).then(
      (answer) => answer.ready,
      () => true,
    );
    while (!ready && generation === this.generation) {
      await new Promise((resolve) => {
        this.timer = setTimeout(resolve, preTranscodeKeepAliveMs);
      });
      if (generation !== this.generation) return;
      ready = await this.deps.fetchStatus(next, bitRate).then(
        (status) => status.ready,
        () => false,
      );
    }
  }
}
