/** The parts of HTMLAudioElement the engine uses; tests pass a plain object. */
export interface MediaLike {
  src: string;
  currentTime: number;
  readonly duration: number;
  readonly paused: boolean;
  volume: number;
  muted: boolean;
  playbackRate: number;
  preservesPitch: boolean;
  preload: string;
  /** HTMLMediaElement.readyState: 1 (HAVE_METADATA) and above once the source's metadata is known. */
  readonly readyState: number;
  readonly seekable: { readonly length: number; end(index: number): number };
  play(): Promise<void>;
  pause(): void;
  load(): void;
  addEventListener(type: string, listener: () => void): void;
}

/** HTMLMediaElement.HAVE_METADATA. */
export const haveMetadata = 1;

/**
 * Whether the source is a stream that cannot seek: a transcode served while it is encoded has no byte ranges,
 * and Chromium then offers only its start ([0, 0]) and jumps there on any seek.
 */
export function streaming(media: Pick<MediaLike, "readyState" | "seekable">): boolean {
  const { readyState, seekable } = media;
  if (readyState < haveMetadata) return false;
  return seekable.length === 0 || seekable.end(seekable.length - 1) <= 0;
}

export function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}
