import type { EngineState } from "./engine.ts";

/** The state of a player with nothing queued: the engine starts from it and the store mirrors it until then. */
export const idleEngineState: EngineState = {
  queue: [],
  index: 0,
  playing: false,
  currentTime: 0,
  duration: 0,
  playMode: "order",
  volume: 1,
  muted: false,
  rate: 1,
  resumeSeconds: -1,
};
