/** Play modes of spec 2 §4, in the order the play-mode button cycles through them. */
export const playModes = ["order", "allRepeat", "repeatOnce", "shuffle"] as const;
export type PlayMode = (typeof playModes)[number];

export function nextPlayMode(mode: PlayMode): PlayMode {
  return playModes[(playModes.indexOf(mode) + 1) % playModes.length] ?? "order";
}

export function isPlayMode(value: unknown): value is PlayMode {
  return playModes.includes(value as PlayMode);
}

/**
 * The track to play when track `index` of `count` ends, or null to stop: order stops after the last track,
 * all repeat wraps, repeat once restarts the track, shuffle picks any track (the same one restarts it).
 */
export function trackAfterEnd(
  mode: PlayMode,
  index: number,
  count: number,
  random: () => number,
): number | null {
  if (count === 0) return null;
  switch (mode) {
    case "order":
      return index < count - 1 ? index + 1 : null;
    case "allRepeat":
      return (index + 1) % count;
    case "repeatOnce":
      return index;
    case "shuffle":
      return Math.min(count - 1, Math.floor(random() * count));
  }
}
