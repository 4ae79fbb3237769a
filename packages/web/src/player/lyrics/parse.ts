/** A lyric line (spec 2 §3): shown from `time` until `timeEnd` (ms; null = until the next line). */
export interface LyricLine {
  time: number;
  timeEnd: number | null;
  text: string;
}

/** `[mm:ss.xx]`, `[mm:ss.xxx]` or `[hh:mm:ss.xx]`; ms, or null for anything else (more than 3 parts too). */
export function parseTimestamp(value: string): number | null {
  const match = /^(\d+(?::\d+){1,3})(?:[.,](\d{1,3}))?$/.exec(value.trim());
  if (!match?.[1]) return null;
  const parts = match[1].split(":").map(Number);
  if (parts.length > 3) return null;
  const fraction = match[2] ? Number(match[2].padEnd(3, "0")) : 0;
  const seconds = parts.reduce((total, part) => total * 60 + part, 0);
  return seconds * 1000 + fraction;
}

function finish(lines: LyricLine[]): LyricLine[] {
  const sorted = lines.filter((line) => line.time >= 0).sort((a, b) => a.time - b.time);
  return sorted.map((line, i) => ({
    ...line,
    timeEnd: line.timeEnd ?? sorted[i + 1]?.time ?? null,
  }));
}

/**
 * LRC: a line may carry several timestamps; a timestamp with no text clears the display; `[offset:ms]`
 * shifts every line (positive = earlier); metadata tags and blank lines are dropped.
 */
export function parseLrc(text: string): LyricLine[] {
  let offset = 0;
  const lines: LyricLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const offsetTag = /^\[offset:\s*([+-]?\d+)\s*\]$/i.exec(line);
    if (offsetTag?.[1]) {
      offset = Number(offsetTag[1]);
      continue;
    }
    const times: number[] = [];
    let rest = line;
    for (let tag = /^\[([^\]]*)\]/.exec(rest); tag; tag = /^\[([^\]]*)\]/.exec(rest)) {
      const time = parseTimestamp(tag[1] ?? "");
      if (time !== null) times.push(time);
      rest = rest.slice(tag[0].length);
    }
    const content = rest.trim();
    for (const time of times) lines.push({ time, timeEnd: null, text: content });
  }
  return finish(lines.map((line) => ({ ...line, time: Math.max(0, line.time - offset) })));
}

const cueTiming = /^(\S+)\s+-->\s+(\S+)/;

/** Cue text without its tags, its character references decoded (saved lyrics escape `&`, `<` and `>`). */
function stripCueMarkup(text: string): string {
  return text
    .replace(/<[^>]*>/g, "")
    .replace(/\{\\[^}]*\}/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");
}

/**
 * SRT and WebVTT cues: any identifier line, `hh:mm:ss,ttt` or short `mm:ss.ttt` timings, cue settings
 * after the end time; NOTE/STYLE/REGION blocks are skipped. Gaps between cues clear the display.
 */
export function parseCues(text: string): LyricLine[] {
  const lines: LyricLine[] = [];
  for (const block of text.replace(/^\uFEFF/, "").split(/\r?\n\s*\r?\n/)) {
    const rows = block.split(/\r?\n/).filter((row) => row.trim() !== "");
    const at = rows.findIndex((row) => cueTiming.test(row));
    if (at < 0) continue;
    const [, start, end] = cueTiming.exec(rows[at] ?? "") ?? [];
    const time = parseTimestamp(start ?? "");
    const timeEnd = parseTimestamp(end ?? "");
    const content = stripCueMarkup(rows.slice(at + 1).join("\n")).trim();
    if (time === null || !content) continue;
    lines.push({ time, timeEnd: timeEnd ?? null, text: content });
  }
  return finish(lines);
}

/** Parses a lyric file by its extension, or by its content when the extension is unknown. */
export function parseLyric(text: string, extension = ""): LyricLine[] {
  const ext = extension.toLowerCase().replace(/^\./, "");
  if (ext === "srt" || ext === "vtt") return parseCues(text);
  if (ext === "lrc") return parseLrc(text);
  return /^\uFEFF?WEBVTT/.test(text) || /\d\s+-->\s+\d/.test(text) ? parseCues(text) : parseLrc(text);
}

/** Index of the line showing at `ms`, or -1 when none is (before the first, in a gap, or a clearing line). */
export function lineAt(lines: readonly LyricLine[], ms: number): number {
  let low = 0;
  let high = lines.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((lines[mid]?.time ?? 0) <= ms) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  const line = lines[found];
  if (!line?.text || (line.timeEnd !== null && ms >= line.timeEnd)) return -1;
  return found;
}
