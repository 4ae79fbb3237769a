/** Per-line step of the lyric offset field, in seconds (spec 2 §5). */
export const offsetStep = 0.1;

const storageKey = "kikoeru-lyric-offsets";

/** Offset as typed: rounded to 4 decimals; empty or not a number becomes 0. */
export function normalizeOffset(value: string | number): number {
  const number = typeof value === "number" ? value : value.trim() === "" ? 0 : Number(value);
  if (!Number.isFinite(number)) return 0;
  return Math.round(number * 10_000) / 10_000 || 0;
}

/** Offsets remembered per track hash in localStorage (0 is not stored). */
export const offsetStorage = {
  read(hash: string, storage: Pick<Storage, "getItem"> = localStorage): number {
    return readAll(storage)[hash] ?? 0;
  },
  write(hash: string, offset: number, storage: Pick<Storage, "getItem" | "setItem"> = localStorage): void {
    const all = readAll(storage);
    if (offset === 0) delete all[hash];
    else all[hash] = offset;
    storage.setItem(storageKey, JSON.stringify(all));
  },
};

function readAll(storage: Pick<Storage, "getItem">): Record<string, number> {
  try {
    const value: unknown = JSON.parse(storage.getItem(storageKey) ?? "{}");
    if (typeof value !== "object" || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === "number"),
    );
  } catch {
    return {};
  }
}

export type SyncPhase = "ready" | "measure" | "done";
/** Which came first when measuring: the lyric line or the voice. */
export type SyncFirst = "lyric" | "audio";

/**
 * The lyric sync helper (spec 2 §4): ready → measure (first of a lyric/voice pair noticed) → done (the
 * other noticed). The correction is positive when the voice came first (lyrics must show earlier); it is
 * added to the current offset, not substituted for it.
 */
export class SyncMeasure {
  phase: SyncPhase = "ready";
  first: SyncFirst | null = null;
  private start = 0;
  correction = 0;

  mark(which: SyncFirst, now: number): void {
    if (this.phase === "ready") {
      this.phase = "measure";
      this.first = which;
      this.start = now;
    } else if (this.phase === "measure") {
      const seconds = (now - this.start) / 1000;
      this.correction = normalizeOffset(this.first === "audio" ? seconds : -seconds);
      this.phase = "done";
    }
  }

  reset(): void {
    this.phase = "ready";
    this.first = null;
    this.correction = 0;
  }

  /** The offset after applying the measured correction to `current`. */
  apply(current: number): number {
    return normalizeOffset(current + this.correction);
  }
}
