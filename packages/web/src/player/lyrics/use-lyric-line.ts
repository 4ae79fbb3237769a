import { useEffect, useState } from "react";
import { mediaElement } from "../runtime.ts";
import { usePlayer } from "../store.ts";
import { lineAt } from "./parse.ts";

/**
 * The lyric line showing now (or null). Follows the media element every animation frame while playing
 * and visible (timeupdate alone lags by up to 250 ms), and the store otherwise.
 */
export function useLyricLine(): string | null {
  const lyric = usePlayer((state) => state.lyric);
  const offset = usePlayer((state) => state.lyricOffset);
  const playing = usePlayer((state) => state.playing);
  const storeTime = usePlayer((state) => state.currentTime);
  const [frameTime, setFrameTime] = useState<number | null>(null);

  useEffect(() => {
    if (!playing) {
      setFrameTime(null);
      return;
    }
    let frame = 0;
    const tick = () => {
      const media = mediaElement();
      if (media) setFrameTime(media.currentTime);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  if (lyric.status !== "ready") return null;
  const seconds = (frameTime ?? storeTime) + offset;
  const index = lineAt(lyric.lines, seconds * 1000);
  return index < 0 ? null : (lyric.lines[index]?.text ?? null);
}
