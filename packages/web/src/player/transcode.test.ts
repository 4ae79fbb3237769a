import { describe, expect, test } from "vitest";
import type { QueueTrack } from "./engine.ts";
import { sourceUrl, type TranscodeSettings, transcodeBitRate, transcodeChip } from "./transcode.ts";

const track = (title: string, extra: Partial<QueueTrack> = {}): QueueTrack => ({
  hash: "7/3",
  title,
  subtitle: null,
  workTitle: "work",
  workId: 7,
  mediaStreamUrl: "/api/media/stream/7/3",
  ...extra,
});
const settings = (transcode: TranscodeSettings["transcode"], types = ["flac", "wav"]): TranscodeSettings => ({
  transcode,
  transcodeFromTypes: types,
});
const urlOf = (played: QueueTrack, chosen: TranscodeSettings) =>
  sourceUrl(played, transcodeBitRate(played, chosen));

describe("the source a track plays from", () => {
  test("off, or a type not listed, plays the stream URL as before", () => {
    expect(urlOf(track("a.flac"), settings("off"))).toBe("/api/media/stream/7/3");
    expect(urlOf(track("a.mp3"), settings("aac 128"))).toBe("/api/media/stream/7/3");
    expect(urlOf(track("a.mp4"), settings("aac 128"))).toBe("/api/media/stream/7/3");
    expect(urlOf(track("flac"), settings("aac 128"))).toBe("/api/media/stream/7/3");
    expect(urlOf(track("a.wav", { mediaStreamUrl: undefined }), settings("off"))).toBe(
      "/api/media/stream/7/3",
    );
  });

  test("a listed type (extension in any case) plays the transcode route in the stream URL's form", () => {
    expect(urlOf(track("01 Opening.FLAC"), settings("aac 128"))).toBe("/api/media/transcode/7/3?bitRate=128");
    expect(urlOf(track("a.wav"), settings("aac 320"))).toBe("/api/media/transcode/7/3?bitRate=320");
    expect(urlOf(track("v.mp4"), settings("aac 320", ["mp4"]))).toBe("/api/media/transcode/7/3?bitRate=320");
    const byPath = track("a.flac", { hash: "7", mediaStreamUrl: "/api/media/stream/7?path=CD%201%2Fa.flac" });
    expect(urlOf(byPath, settings("aac 128"))).toBe(
      "/api/media/transcode/7?path=CD%201%2Fa.flac&bitRate=128",
    );
    const saved = track("a.flac", { mediaStreamUrl: undefined });
    expect(urlOf(saved, settings("aac 128"))).toBe("/api/media/transcode/7/3?bitRate=128");
  });

  test("the bit rate follows the option", () => {
    expect(transcodeBitRate(track("a.flac"), settings("off"))).toBeNull();
    expect(transcodeBitRate(track("a.flac"), settings("aac 128"))).toBe(128);
    expect(transcodeBitRate(track("a.flac"), settings("aac 320"))).toBe(320);
    expect(transcodeBitRate(track("a.flac"), settings("aac 320", []))).toBeNull();
  });
});

describe("the status chip", () => {
  const progress = (percent: number | null) => ({
    percent,
    timemark: null,
    targetSize: null,
    currentKbps: null,
    frames: null,
    currentFps: null,
  });

  test("ready shows AAC, no progress is waiting, a percent shows it rounded", () => {
    expect(transcodeChip({ status: "ready", ready: true, progress: null })).toEqual({ state: "ready" });
    expect(transcodeChip({ status: "waiting", ready: false, progress: null })).toEqual({ state: "waiting" });
    expect(transcodeChip({ status: "progress", ready: false, progress: progress(41.6) })).toEqual({
      state: "progress",
      percent: 42,
    });
    expect(transcodeChip({ status: "progress", ready: false, progress: progress(0) })).toEqual({
      state: "progress",
      percent: 0,
    });
  });

  test("a percent that is not a number, or a failure, is an error", () => {
    expect(transcodeChip({ status: "failed", ready: false, progress: progress(null) })).toEqual({
      state: "error",
    });
    expect(transcodeChip({ status: "progress", ready: false, progress: progress(Number.NaN) })).toEqual({
      state: "error",
    });
    expect(transcodeChip({ status: "failed", ready: false, progress: null })).toEqual({ state: "error" });
  });
});
