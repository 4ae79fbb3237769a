import type { TranscodeBitRate, TranscodeStatus } from "@kikoeru/contract";
import type { QueueTrack } from "./engine-state.ts";
import { type TranscodeChip, transcodeChip } from "./transcode.ts";

/** The status poll of spec 2 §4 "Transcode": every second. */
const transcodePollMs = 1000;

export interface TranscodeMonitorDeps {
  fetchStatus: (track: QueueTrack, bitRate: TranscodeBitRate) => Promise<TranscodeStatus>;
  /** The chip of the playing track, or null when it plays untranscoded (or before the first answer). */
  show: (chip: TranscodeChip | null) => void;
  /** The playing track's transcode is complete. */
  onReady: () => void;
  /** The server says the playing track's encode failed (polling stops). */
  onFailed: () => void;
}

/**
 * Polls the transcode status of the playing track every second until it is ready, like the kikoeru client's
 * TranscodingStatus. A failed request shows the error and polling goes on (the server may come back); a
 * failed encode ends the poll.
 */
export class TranscodeMonitor {
  private key: string | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: TranscodeMonitorDeps) {}

  /** Follows `track` played at `bitRate`, or nothing (null); the same track and rate again changes nothing. */
  watch(track: QueueTrack | null, bitRate: TranscodeBitRate | null): void {
    const key = track && bitRate !== null ? `${track.hash}|${bitRate}` : null;
    if (key === this.key) return;
    this.key = key;
    clearTimeout(this.timer);
    this.deps.show(null);
    if (track && bitRate !== null && key) void this.poll(track, bitRate, key);
  }

  private async poll(track: QueueTrack, bitRate: TranscodeBitRate, key: string): Promise<void> {
    let chip: TranscodeChip;
    let failed = false;
    try {
      const status = await this.deps.fetchStatus(track, bitRate);
      chip = transcodeChip(status);
      failed = status.status === "failed";
    } catch {
      chip = { state: "error" };
    }
    if (key !== this.key) return;
    this.deps.show(chip);
    if (chip.state === "ready") this.deps.onReady();
    else if (failed) this.deps.onFailed();
    else this.timer = setTimeout(() => void this.poll(track, bitRate, key), transcodePollMs);
  }
}
