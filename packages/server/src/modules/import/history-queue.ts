import type { Track } from "../tracks/index.ts";

interface QueueEntry {
  hash?: unknown;
  title?: unknown;
  subtitle?: unknown;
  [field: string]: unknown;
}

/** The kikoeru web client's play state: `{queue, index, seconds}` (reference §1.6), opaque otherwise. */
interface PlayState {
  queue?: unknown;
  index?: unknown;
  seconds?: unknown;
  [field: string]: unknown;
}

const HASH = /^(\d+)\/(\d+)$/;

/** Whether our track is the one a queue entry names: same file name, and same folder when the entry says one. */
function sameTrack(track: Track, entry: QueueEntry): boolean {
  if (track.title !== entry.title) return false;
  return typeof entry.subtitle !== "string" || entry.subtitle === "" || track.subtitle === entry.subtitle;
}

/** The entry pointing at our index `index` instead: its hash and the media URLs that carry the hash. */
function moved(entry: QueueEntry, work: number, from: number, index: number): QueueEntry {
  const old = `${work}/${from}`;
  const now = `${work}/${index}`;
  const pattern = new RegExp(`/${old}(?=$|[?#])`);
  const out: QueueEntry = { ...entry, hash: now };
  for (const [field, value] of Object.entries(entry)) {
    if (field !== "hash" && typeof value === "string" && pattern.test(value))
      out[field] = value.replace(pattern, `/${now}`);
  }
  return out;
}

/**
 * Points each queue entry (`hash` `"<workId>/<index>"`) at the same file in our track order. Ours is kikoeru's
 * order, so an unchanged folder keeps every index; a file found under another index is re-pointed, and an
 * entry whose file is no longer in the work is dropped (its title is returned). `index` and `seconds` keep
 * the playing track and position; when the playing entry itself is dropped, play resumes at the start of
 * the next one. Works whose files we do not know (`tracksOf` null: not scanned here) keep their entries.
 */
export function mapQueue(
  state: PlayState,
  tracksOf: (workId: number) => readonly Track[] | null,
): { state: PlayState; dropped: { title: string; work: number }[] } {
  if (!Array.isArray(state.queue)) return { state, dropped: [] };
  const playing = typeof state.index === "number" ? state.index : 0;
  const queue: unknown[] = [];
  const dropped: { title: string; work: number }[] = [];
  let index = playing;
  let seconds = state.seconds;
  state.queue.forEach((raw, position) => {
    const entry = raw as QueueEntry;
    const match = typeof entry?.hash === "string" ? HASH.exec(entry.hash) : null;
    const tracks = match ? tracksOf(Number(match[1])) : null;
    if (!match || tracks === null) {
      queue.push(raw);
      return;
    }
    const work = Number(match[1]);
    const from = Number(match[2]);
    const found =
      tracks[from] && sameTrack(tracks[from]!, entry)
        ? tracks[from]
        : tracks.find((t) => sameTrack(t, entry));
    if (found) {
      queue.push(found.index === from ? raw : moved(entry, work, from, found.index));
      return;
    }
    dropped.push({ title: String(entry.title ?? entry.hash), work });
    if (position < playing) index--;
    else if (position === playing) seconds = 0;
  });
  if (dropped.length === 0) return { state, dropped };
  return {
    state: { ...state, queue, index: Math.max(0, Math.min(index, queue.length - 1)), seconds },
    dropped,
  };
}
