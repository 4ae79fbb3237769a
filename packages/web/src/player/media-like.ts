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
  play(): Promise<void>;
  pause(): void;
  load(): void;
  addEventListener(type: string, listener: () => void): void;
}
