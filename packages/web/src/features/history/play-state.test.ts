import { describe, expect, test } from "vitest";
import { readPlayState } from "./play-state.ts";

describe("saved play state", () => {
  test("reads the queue, index and seconds the web client stores", () => {
    const state = {
      queue: [
        { hash: "1/0", title: "01.mp3", workTitle: "W" },
        {
          hash: "1/1",
          title: "02.mp3",
          subtitle: "本編",
          mediaStreamUrl: "/api/media/stream/1/1",
          duration: 60,
        },
      ],
      index: 1,
      seconds: 75.5,
    };
    const position = readPlayState(state, 1, "作品");
    expect(position).toMatchObject({ index: 1, count: 2, seconds: 75.5, title: "02.mp3" });
    expect(position?.tracks[1]).toEqual({
      hash: "1/1",
      title: "02.mp3",
      subtitle: "本編",
      workTitle: "作品",
      workId: 1,
      mediaStreamUrl: "/api/media/stream/1/1",
      duration: 60,
    });
  });

  test("is lenient with what old clients saved", () => {
    expect(readPlayState(null, 1, "w")).toBeNull();
    expect(readPlayState({ queue: "x" }, 1, "w")).toBeNull();
    expect(readPlayState({ queue: [{ title: "no hash" }] }, 1, "w")).toBeNull();
    expect(readPlayState({ queue: [{ hash: "1/0" }], index: 9, seconds: -1 }, 1, "w")).toMatchObject({
      index: 0,
      seconds: 0,
      title: "1/0",
    });
  });
});
