import { type PointerEvent, useMemo, useRef, useState } from "react";
import { BarGesture, holdMs, scrubTarget } from "../gesture.ts";
import { playerEngine } from "../runtime.ts";
import { setExpanded } from "../store.ts";

/**
 * Pointer handling of the bar: a tap or a swipe up opens the full player, a swipe down closes it, and a hold
 * then a sideways drag scrubs (`scrub` is the time it would seek to, `start` the time it started from).
 */
export function useBarGesture(bar: { readonly current: HTMLElement | null }) {
  const [scrub, setScrub] = useState<number | null>(null);
  const hold = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef(0);

  const gesture = useMemo(() => {
    const target = (dx: number) =>
      scrubTarget(start.current, dx, bar.current?.clientWidth ?? 0, playerEngine().snapshot.duration);
    return new BarGesture({
      tap: () => setExpanded(true),
      up: () => setExpanded(true),
      down: () => setExpanded(false),
      scrub: (dx) => setScrub(target(dx)),
      commit: (dx, moved) => {
        if (moved) playerEngine().seek(target(dx));
        setScrub(null);
      },
    });
  }, [bar]);

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      event.currentTarget.setPointerCapture(event.pointerId);
      start.current = playerEngine().snapshot.currentTime;
      gesture.down(event.clientX, event.clientY, event.timeStamp);
      const { clientX, clientY, timeStamp } = event;
      // A still press becomes a pan after the hold time even without a move event.
      hold.current = setTimeout(() => gesture.move(clientX, clientY, timeStamp + holdMs), holdMs);
    },
    onPointerMove: (event: PointerEvent<HTMLButtonElement>) => {
      if (gesture.phase === "idle") return;
      gesture.move(event.clientX, event.clientY, event.timeStamp);
      if (gesture.phase !== "pressed" && hold.current) clearTimeout(hold.current);
    },
    onPointerUp: () => {
      if (hold.current) clearTimeout(hold.current);
      gesture.up();
    },
    onPointerCancel: () => gesture.cancel(),
  };
  return { scrub, start: start.current, handlers };
}
