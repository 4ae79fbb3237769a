import type { Segment } from "./engine/engine.ts";

/**
 * kikoeru's LRC: one `[mm:ss.xx]text` line per segment from its start time, hundredths truncated, minutes not
 * wrapped at 60, lines joined by `\n` without a trailing newline or header tags (what its Python worker
 * uploads and its clients parse).
 */
export function toLrc(segments: readonly Segment[]): string {
  return segments.map((segment) => `[${lrcTime(segment.t0)}]${oneLine(segment.text)}`).join("\n");
}

function lrcTime(ms: number): string {
  const hundredths = Math.floor(ms / 10);
  const minutes = Math.floor(hundredths / 6000);
  const seconds = Math.floor((hundredths % 6000) / 100);
  return `${pad(minutes)}:${pad(seconds)}.${pad(hundredths % 100)}`;
}

/** WebVTT with each segment's start and end, which LRC cannot carry. */
export function toVtt(segments: readonly Segment[]): string {
  const cues = segments.map(
    (s, i) => `${i + 1}\n${vttTime(s.t0)} --> ${vttTime(s.t1)}\n${escapeCue(oneLine(s.text))}`,
  );
  return ["WEBVTT", ...cues].join("\n\n").concat("\n");
}

function vttTime(ms: number): string {
  const whole = Math.floor(ms);
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor((whole % 3_600_000) / 60_000);
  const seconds = Math.floor((whole % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${String(whole % 1000).padStart(3, "0")}`;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** WebVTT cue text treats `<` as the start of a tag and `&` as a character reference. */
const escapeCue = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A line break inside a segment's text would end the LRC line or the VTT cue early. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, " ").trim();
