import { usePlayerPreferences } from "./preferences.ts";

/**
 * Starts the visualizer's audio graph from a click when the advanced audio mode is on (loaded on demand;
 * Chromium lets an AudioContext start once the page has had a user gesture).
 */
export function startAudioGraph(): void {
  if (usePlayerPreferences.getState().visualizer) void import("./visualizer.ts").then((m) => m.audioGraph());
}
