import "../texts.ts";
import type { CSSProperties } from "react";
import { useLyricLine } from "../lyrics/use-lyric-line.ts";
import { usePlayerPreferences } from "../preferences.ts";
import classes from "./LyricsBar.module.css";
import { useLyricSpace } from "./use-lyric-space.ts";

/** The current lyric line, floating above the bar (pages pad by its height); hidden between lines. */
export default function LyricsBar() {
  const line = useLyricLine();
  const fontSize = usePlayerPreferences((state) => state.lyricFontSize);
  const reserve = useLyricSpace();
  if (!line) return null;
  return (
    <div className={classes.wrap} aria-live="polite">
      <div
        ref={reserve}
        className={classes.line}
        data-testid="lyric-line"
        style={{ "--lyric-size": `${fontSize}rem` } as CSSProperties}
      >
        {line}
      </div>
    </div>
  );
}
