import type { QueueTrack } from "../engine-state.ts";

/** Track `n` of work 1 (hash `1/n`), a file of type `extension`. */
export const testTrack = (n: number, extension = "wav"): QueueTrack => ({
  hash: `1/${n}`,
  title: `${n}.${extension}`,
  subtitle: null,
  workTitle: "work",
  workId: 1,
});
