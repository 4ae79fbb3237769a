import { describe, expect, it } from "vitest";
import { toLrc, toVtt } from "./lyric-format.ts";

describe("lyric output (W7)", () => {
  const segments = [
    { t0: 0, t1: 1234, text: "こんにちは" },
    { t0: 61_239, t1: 65_000, text: "きょうは\nいい天気" },
    { t0: 3_723_999, t1: 3_725_500, text: "<笑> & 拍手" },
  ];

  it("writes kikoeru's LRC: start times, hundredths truncated, minutes past 60 kept, no trailing newline", () => {
    expect(toLrc(segments)).toBe("[00:00.00]こんにちは\n[01:01.23]きょうは いい天気\n[62:03.99]<笑> & 拍手");
  });

  it("writes WebVTT cues with start and end times and escaped text", () => {
    expect(toVtt(segments)).toBe(
      [
        "WEBVTT",
        "1\n00:00:00.000 --> 00:00:01.234\nこんにちは",
        "2\n00:01:01.239 --> 00:01:05.000\nきょうは いい天気",
        "3\n01:02:03.999 --> 01:02:05.500\n&lt;笑&gt; &amp; 拍手\n",
      ].join("\n\n"),
    );
  });

  it("writes an empty LRC and a header-only VTT for no segments", () => {
    expect(toLrc([])).toBe("");
    expect(toVtt([])).toBe("WEBVTT\n");
  });
});
