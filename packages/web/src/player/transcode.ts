import type { TranscodeBitRate, TranscodeStatus } from "@kikoeru/contract";
import type { QueueTrack } from "./engine-state.ts";

/** The per-browser transcode option (spec 2 §3), valued as the kikoeru client stores it. */
export const transcodeOptions = ["off", "aac 128", "aac 320"] as const;
export type TranscodeOption = (typeof transcodeOptions)[number];

/** File types that may be transcoded, and those that are unless the listener chooses otherwise. */
export const transcodeSourceTypes = ["wav", "flac", "avi", "mp4"] as const;
export type TranscodeSourceType = (typeof transcodeSourceTypes)[number];
export const defaultTranscodeSourceTypes: TranscodeSourceType[] = ["flac", "wav"];

const bitRates: Record<TranscodeOption, TranscodeBitRate | null> = {
  off: null,
  "aac 128": 128,
  "aac 320": 320,
};

export interface TranscodeSettings {
  transcode: TranscodeOption;
  transcodeFromTypes: readonly string[];
}

export function isTranscodeOption(value: unknown): value is TranscodeOption {
  return transcodeOptions.includes(value as TranscodeOption);
}

export function isTranscodeSourceType(value: unknown): value is TranscodeSourceType {
  return transcodeSourceTypes.includes(value as TranscodeSourceType);
}

/** A track's lower-cased extension; its title is its file name. */
function extensionOf(track: Pick<QueueTrack, "title">): string {
  const dot = track.title.lastIndexOf(".");
  return dot < 0 ? "" : track.title.slice(dot + 1).toLowerCase();
}

/** The bit rate a track plays at when transcoding applies to it (option on, its type listed), else null. */
export function transcodeBitRate(
  track: Pick<QueueTrack, "title">,
  settings: TranscodeSettings,
): TranscodeBitRate | null {
  const bitRate = bitRates[settings.transcode];
  return bitRate !== null && settings.transcodeFromTypes.includes(extensionOf(track)) ? bitRate : null;
}

const streamPrefix = "/api/media/stream/";

/**
 * The URL a track plays from, before the token is added: its stream URL, or when it plays transcoded (a
 * `bitRate`) the transcode route in the same form (`/{id}/{index}`, or `/{hash}?path=`) with `bitRate`.
 */
export function sourceUrl(track: QueueTrack, bitRate: TranscodeBitRate | null): string {
  const stream = track.mediaStreamUrl ?? `${streamPrefix}${track.hash}`;
  if (bitRate === null) return stream;
  const rest = stream.startsWith(streamPrefix) ? stream.slice(streamPrefix.length) : track.hash;
  return `/api/media/transcode/${rest}${rest.includes("?") ? "&" : "?"}bitRate=${bitRate}`;
}

/** What the status chip shows (spec 2 §4 "Transcode"). */
export type TranscodeChip =
  | { state: "waiting" }
  | { state: "progress"; percent: number }
  | { state: "ready" }
  | { state: "error" };

/**
 * The chip for a status answer, as the kikoeru client reads it: ready → AAC, no progress → waiting, a
 * progress without a numeric percent (how a failure is reported) → error, else the percent.
 */
export function transcodeChip(status: Pick<TranscodeStatus, "ready" | "progress" | "status">): TranscodeChip {
  if (status.ready) return { state: "ready" };
  if (status.status === "failed") return { state: "error" };
  if (!status.progress) return { state: "waiting" };
  const { percent } = status.progress;
  return typeof percent === "number" && Number.isFinite(percent)
    ? { state: "progress", percent: Math.round(percent) }
    : { state: "error" };
}
