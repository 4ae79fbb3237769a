import { useEffect } from "react";
import { BarGesture } from "../gesture.ts";

/**
 * Calls `onDown` when the element is swiped down (the bar gesture's 15 px rule), e.g. to hide a panel. Takes
 * the element itself (from a callback ref): panels mount their content after a transition starts.
 */
export function useSwipeDown(element: HTMLElement | null, onDown: () => void): void {
  useEffect(() => {
    if (!element) return;
    const nothing = () => undefined;
    const gesture = new BarGesture({
      tap: nothing,
      up: nothing,
      down: onDown,
      scrub: nothing,
      commit: nothing,
    });
    const start = (event: PointerEvent) => {
      // Buttons and sliders inside keep their own pointer handling.
      if ((event.target as Element).closest("button, [role=slider], input")) return;
      gesture.down(event.clientX, event.clientY, event.timeStamp);
    };
    const move = (event: PointerEvent) => {
      if (gesture.phase === "pressed") gesture.move(event.clientX, event.clientY, event.timeStamp);
    };
    const end = () => {
      if (gesture.phase === "down") gesture.up();
      else gesture.cancel();
    };
    element.addEventListener("pointerdown", start);
    element.addEventListener("pointermove", move);
    element.addEventListener("pointerup", end);
    element.addEventListener("pointercancel", end);
    return () => {
      element.removeEventListener("pointerdown", start);
      element.removeEventListener("pointermove", move);
      element.removeEventListener("pointerup", end);
      element.removeEventListener("pointercancel", end);
    };
  }, [element, onDown]);
}
