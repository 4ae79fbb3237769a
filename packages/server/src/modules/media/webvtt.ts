import type { SavedLyricLine } from "@kikoeru/contract";

/** How long the last line (or a line with no end) stays when nothing follows it, in ms. */
const LAST_LINE_MS = 5_000;

function stamp(ms: number): string {
  const total = Math.round(ms);
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const seconds = Math.floor(total / 1000) % 60;
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(total % 1000, 3)}`;
}

/** Cue text: `&`, `<`, `>` escaped (WebVTT markup), no blank line (it would end the cue), no `-->`. */
function cueText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .split(/\r?\n|\r/)
    .map((row) => row.trim())
    .filter((row) => row !== "")
    .join("\n");
}

function extraText(extra: unknown[] | undefined): string[] {
  return (extra ?? []).flatMap((item) => {
    if (typeof item === "string") return [item];
    const text = (item as { text?: unknown } | null)?.text;
    return typeof text === "string" ? [text] : [];
  });
}

/**
 * The lyric lines as a WebVTT file: deleted lines left out, in time order; a line without an end lasts until
 * the next line starts (the last one 5 s), an end not after its start becomes 1 ms later.
 */
export function formatWebVtt(lines: readonly SavedLyricLine[]): string {
  const kept = lines.filter((line) => !line.deleted).sort((a, b) => a.time - b.time);
  const cues = kept.flatMap((line, i) => {
    const text = cueText([line.text, ...extraText(line.extendedLyrics)].join("\n"));
    if (!text) return [];
    const next = kept[i + 1]?.time;
    const end = Math.max(line.timeEnd ?? next ?? line.time + LAST_LINE_MS, line.time + 1);
    return [`${stamp(line.time)} --> ${stamp(end)}\n${text}`];
  });
  return `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${cue}\n`).join("\n")}`;
}
