import type { TranscodeStatus } from "@kikoeru/contract";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { useNotices } from "../shared/notify.ts";
import { PlayerEngine } from "./engine.ts";
import { usePlayerPreferences } from "./preferences.ts";
import { FakeMedia } from "./testing/fake-media.ts";
import { testTrack } from "./testing/tracks.ts";
import { fetchTranscodeStatus } from "./transcode-api.ts";
import { playerTranscoding } from "./transcoding.ts";

vi.mock("./transcode-api.ts", () => ({
  fetchTranscodeStatus: vi.fn(),
  requestPreTranscode: vi.fn(async () => ({ status: "waiting", ready: false, progress: null, error: null })),
}));

const track = (n: number) => testTrack(n);
const noProgress = {
  percent: null,
  timemark: null,
  targetSize: null,
  currentKbps: null,
  frames: null,
  currentFps: null,
};
/** How the server reports a waiting encode, and a failed one (kikoeru's shape: a progress without percent). */
const status = (value: "waiting" | "failed"): TranscodeStatus =>
  value === "waiting"
    ? { status: value, ready: false, progress: null, error: null }
    : { status: value, ready: false, progress: noProgress, error: "ffmpeg exited with code 1" };

function setup() {
  const media = new FakeMedia();
  const transcoding = playerTranscoding();
  const engine = new PlayerEngine(media, transcoding.options);
  transcoding.attach(engine, media);
  return { media, engine, transcoding };
}

beforeEach(() => {
  vi.useFakeTimers();
  usePlayerPreferences.setState({ transcode: "aac 128", transcodeFromTypes: ["wav"] });
  useNotices.setState({ notices: [] });
  vi.mocked(fetchTranscodeStatus).mockResolvedValue(status("waiting"));
});
afterEach(() => vi.useRealTimers());

describe("a track whose transcode cannot be had plays from its original file", () => {
  test("the media element refusing the transcode (no ffmpeg, a full queue) switches to the original", () => {
    const { media, engine, transcoding } = setup();
    engine.setQueue([track(0), track(1)], 0);
    expect(media.src).toBe("/api/media/transcode/1/0?bitRate=128");
    media.currentTime = 12;

    expect(transcoding.mediaFailed(media.src)).toBe(true);
    expect(media.src).toBe("/api/media/stream/1/0");
    expect(media.paused).toBe(false);
    media.fire("canplay");
    expect(media.currentTime).toBe(12);
    expect(useNotices.getState().notices).toEqual([expect.objectContaining({ kind: "info" })]);

    // The original failing too is an ordinary playback error; the next track is transcoded as chosen.
    expect(transcoding.mediaFailed(media.src)).toBe(false);
    engine.next();
    expect(media.src).toBe("/api/media/transcode/1/1?bitRate=128");
    engine.previous();
    expect(media.src).toBe("/api/media/stream/1/0");
  });

  test("a paused track stays paused when it falls back", () => {
    const { media, engine, transcoding } = setup();
    engine.setQueue([track(0)], 0, { autoplay: false });
    expect(transcoding.mediaFailed(media.src)).toBe(true);
    expect(media.src).toBe("/api/media/stream/1/0");
    expect(media.paused).toBe(true);
  });

  test("an encode the server reports failed switches the playing track to the original", async () => {
    vi.mocked(fetchTranscodeStatus)
      .mockResolvedValueOnce(status("waiting"))
      .mockResolvedValue(status("failed"));
    const { media, engine } = setup();
    engine.setQueue([track(0)], 0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(media.src).toBe("/api/media/stream/1/0");
    const polls = vi.mocked(fetchTranscodeStatus).mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(vi.mocked(fetchTranscodeStatus).mock.calls.length).toBe(polls);
  });

  test("an error on an untranscoded source is left to the playback error notice", () => {
    usePlayerPreferences.setState({ transcode: "off" });
    const { media, engine, transcoding } = setup();
    engine.setQueue([track(0)], 0);
    expect(transcoding.mediaFailed(media.src)).toBe(false);
    expect(media.src).toBe("/api/media/stream/1/0");
    expect(useNotices.getState().notices).toEqual([]);
  });
});
