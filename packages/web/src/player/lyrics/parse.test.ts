import { describe, expect, test } from "vitest";
import { lineAt, parseCues, parseLrc, parseLyric, parseTimestamp } from "./parse.ts";

describe("timestamps", () => {
  test("two- and three-digit fractions, hours, and too many parts", () => {
    expect(parseTimestamp("00:01.50")).toBe(1500);
    expect(parseTimestamp("00:01.05")).toBe(1050);
    expect(parseTimestamp("00:01.500")).toBe(1500);
    expect(parseTimestamp("00:01.5")).toBe(1500);
    expect(parseTimestamp("01:02")).toBe(62_000);
    expect(parseTimestamp("01:02:03,004")).toBe(3_723_004);
    expect(parseTimestamp("1:2:3:4.00")).toBeNull();
    expect(parseTimestamp("ti:title")).toBeNull();
  });
});

describe("LRC", () => {
  test("lines with times, metadata dropped, end at the next line", () => {
    const lines = parseLrc("[ti:タイトル]\n[ar:声優]\n\n[00:01.50]一行目\n[00:03.25]二行目\n");
    expect(lines).toEqual([
      { time: 1500, timeEnd: 3250, text: "一行目" },
      { time: 3250, timeEnd: null, text: "二行目" },
    ]);
  });

  test("several timestamps on one line, sorted", () => {
    const lines = parseLrc("[00:10.00][00:02.00]サビ\n[00:05.00]間\n");
    expect(lines.map((line) => [line.time, line.text])).toEqual([
      [2000, "サビ"],
      [5000, "間"],
      [10_000, "サビ"],
    ]);
  });

  test("an empty timed line clears the display", () => {
    const lines = parseLrc("[00:01.00]声\n[00:04.00]\n[00:08.00]次\n");
    expect(lineAt(lines, 2000)).toBe(0);
    expect(lineAt(lines, 5000)).toBe(-1);
    expect(lineAt(lines, 8000)).toBe(2);
  });

  test("[offset:] shifts lines, positive is earlier", () => {
    expect(parseLrc("[offset:500]\n[00:02.00]a\n").map((l) => l.time)).toEqual([1500]);
    expect(parseLrc("[offset:-250]\n[00:02.00]a\n").map((l) => l.time)).toEqual([2250]);
  });

  test("a tag with more than 3 parts is ignored", () => {
    expect(parseLrc("[1:2:3:4]x\n[00:01.00]y\n").map((l) => l.text)).toEqual(["y"]);
  });
});

describe("SRT and VTT", () => {
  test("SRT with hours, end times and gaps", () => {
    const srt =
      "1\r\n01:02:03,500 --> 01:02:05,000\r\nこんにちは\r\n世界\r\n\r\n2\r\n01:02:06,000 --> 01:02:07,000\r\nまた\r\n";
    const lines = parseCues(srt);
    expect(lines).toEqual([
      { time: 3_723_500, timeEnd: 3_725_000, text: "こんにちは\n世界" },
      { time: 3_726_000, timeEnd: 3_727_000, text: "また" },
    ]);
    expect(lineAt(lines, 3_725_500)).toBe(-1);
  });

  test("VTT character references are decoded (saved lyrics escape &, < and >)", () => {
    const vtt = "WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\n&lt;b&gt; &amp; --&gt; 記号\n";
    expect(parseCues(vtt)).toEqual([{ time: 1000, timeEnd: 2000, text: "<b> & --> 記号" }]);
  });

  test("VTT with identifiers, short timings, settings, notes and markup", () => {
    const vtt = [
      "WEBVTT",
      "",
      "NOTE a comment",
      "",
      "intro",
      "00:01.000 --> 00:02.500 align:start",
      "<v 先輩>おはよう</v>",
      "",
      "00:00:03.000 --> 00:00:04.000",
      "<b>ね</b>",
    ].join("\n");
    expect(parseLyric(vtt, "vtt")).toEqual([
      { time: 1000, timeEnd: 2500, text: "おはよう" },
      { time: 3000, timeEnd: 4000, text: "ね" },
    ]);
  });

  test("the format is sniffed when the extension is unknown", () => {
    expect(parseLyric("WEBVTT\n\n00:01.000 --> 00:02.000\nx\n")[0]).toMatchObject({
      time: 1000,
      timeEnd: 2000,
    });
    expect(parseLyric("[00:01.00]x")[0]).toMatchObject({ time: 1000, timeEnd: null });
  });
});

describe("current line", () => {
  const lines = parseLrc("[00:01.00]a\n[00:02.00]b\n[00:03.00]c\n");
  test("before the first line nothing shows, then the latest started line", () => {
    expect(lineAt(lines, 500)).toBe(-1);
    expect(lineAt(lines, 1000)).toBe(0);
    expect(lineAt(lines, 2999)).toBe(1);
    expect(lineAt(lines, 60_000)).toBe(2);
    expect(lineAt([], 0)).toBe(-1);
  });
});
