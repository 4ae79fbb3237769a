import { Center, Loader } from "@mantine/core";
import { useEffect, useRef } from "react";
import classes from "./InfiniteSentinel.module.css";

interface InfiniteSentinelProps {
  onVisible: () => void;
  busy: boolean;
  /** Inside a horizontal scroller (observed against it rather than the viewport). */
  horizontal?: boolean;
  /** How far ahead of the end loading starts, in px (spec 1: 250 or 500). */
  offset?: number;
}

/** Calls `onVisible` when the end of a list comes within `offset` px, showing a spinner while busy. */
export function InfiniteSentinel({ onVisible, busy, horizontal, offset = 500 }: InfiniteSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;

  useEffect(() => {
    const element = ref.current;
    if (!element || busy) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      {
        root: horizontal ? element.parentElement : null,
        rootMargin: horizontal ? `0px ${offset}px 0px 0px` : `0px 0px ${offset}px 0px`,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [busy, horizontal, offset]);

  return (
    <Center ref={ref} py={horizontal ? 0 : "md"} px={horizontal ? "md" : 0} className={classes.sentinel}>
      {busy ? <Loader size="sm" /> : null}
    </Center>
  );
}
