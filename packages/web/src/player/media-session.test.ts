import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { PlayerEngine, type QueueTrack } from "./engine.ts";
import { bindMediaSession } from "./media-session.ts";
import { FakeMedia } from "./testing/fake-media.ts";

const tracks: QueueTrack[] = [0, 1, 2].map((n) => ({
  hash: `5/${n}`,
  title: `${n}.wav`,
  subtitle: null,
  workTitle: "作品",
  workId: 5,
}));

function setup() {
  const handlers = new Map<string, MediaSessionActionHandler>();
  const session = {
    metadata: null as MediaMetadata | null,
    playbackState: "none" as MediaSessionPlaybackState,
    setActionHandler: (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      if (action === "stop") throw new Error("unsupported");
      if (handler) handlers.set(action, handler);
    },
    setPositionState: vi.fn(),
  };
  const media = new FakeMedia();
  const engine = new PlayerEngine(media, { url: (t) => t.hash });
  const artwork = vi.fn(async () => [{ src: "blob:cover", type: "image/jpeg" }]);
  bindMediaSession(engine, session, () => ({ rewind: 10, forward: 30 }), artwork);
  const run = (action: string, details: Partial<MediaSessionActionDetails> = {}) =>
    handlers.get(action)?.({ action: action as MediaSessionAction, ...details });
  return { session, media, engine, run, artwork };
}

describe("media session", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "MediaMetadata",
      class {
        artwork: MediaImage[] = [];
        constructor(init: MediaMetadataInit) {
          Object.assign(this, init);
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  test("title, work and cover of the current track, and the playback state", async () => {
    const { session, engine, artwork } = setup();
    engine.setQueue(tracks, 1);
    expect(session.metadata).toMatchObject({ title: "1.wav", album: "作品" });
    await vi.waitFor(() =>
      expect(session.metadata?.artwork).toEqual([{ src: "blob:cover", type: "image/jpeg" }]),
    );
    expect(artwork).toHaveBeenCalledWith(tracks[1]);
    expect(session.playbackState).toBe("playing");
    engine.pause();
    expect(session.playbackState).toBe("paused");
  });

  test("lock-screen and headset actions drive the engine; unsupported ones are skipped", () => {
    const { media, engine, run } = setup();
    engine.setQueue(tracks, 1);
    run("pause");
    expect(media.paused).toBe(true);
    run("play");
    expect(media.paused).toBe(false);
    run("nexttrack");
    expect(engine.snapshot.index).toBe(2);
    run("previoustrack");
    expect(engine.snapshot.index).toBe(1);
    run("seekto", { seekTime: 50 });
    expect(media.currentTime).toBe(50);
    run("seekbackward");
    expect(media.currentTime).toBe(40);
    run("seekforward", { seekOffset: 5 });
    expect(media.currentTime).toBe(45);
  });

  test("the position state is reported on seeks, pauses and speed changes", () => {
    const { session, media, engine } = setup();
    engine.setQueue(tracks, 0);
    media.fire("durationchange");
    session.setPositionState.mockClear();
    engine.seek(20);
    expect(session.setPositionState).toHaveBeenLastCalledWith({
      duration: 100,
      position: 20,
      playbackRate: 1,
    });
    engine.setRate(1.5);
    expect(session.setPositionState).toHaveBeenLastCalledWith({
      duration: 100,
      position: 20,
      playbackRate: 1.5,
    });
  });
});
