import { useCallback, useEffect, useRef } from "react";
import { lyricSpaceVar } from "../layout.ts";

/** The line floats 12 px above the bar (LyricsBar.module.css); 8 px more keep it off the last row of content. */
const gapPx = 20;

/**
 * A ref for the lyric line that keeps {@link lyricSpaceVar} at the line's height while the line is shown, so
 * the end of every page can scroll clear of it. Between lines the last height stays reserved (the page does
 * not jump with every line); the reserve goes when the lyric does.
 */
export function useLyricSpace() {
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(
    () => () => {
      observer.current?.disconnect();
      document.documentElement.style.removeProperty(lyricSpaceVar);
    },
    [],
  );
  return useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!element) return;
    observer.current = new ResizeObserver(() =>
      document.documentElement.style.setProperty(lyricSpaceVar, `${element.offsetHeight + gapPx}px`),
    );
    observer.current.observe(element);
  }, []);
}
