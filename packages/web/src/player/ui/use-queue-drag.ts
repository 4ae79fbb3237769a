import { type PointerEvent, useRef, useState } from "react";
import { playerEngine } from "../runtime.ts";

interface Drag {
  from: number;
  to: number;
  startY: number;
  dy: number;
}

/** Where a row dragged from `from` lands with the pointer at `clientY`: past every midpoint it crossed. */
export function dropIndex(middles: number[], clientY: number, from: number): number {
  let to = from;
  while (to > 0 && clientY < (middles[to - 1] ?? 0)) to--;
  while (to < middles.length - 1 && clientY > (middles[to + 1] ?? 0)) to++;
  return to;
}

function middlesOf(rows: (HTMLElement | null)[]): number[] {
  return rows.map((row) => {
    const box = row?.getBoundingClientRect();
    return box ? box.top + box.height / 2 : 0;
  });
}

/** Reordering the queue by dragging a row's handle; the move is made when the pointer is released. */
export function useQueueDrag() {
  const [drag, setDrag] = useState<Drag | null>(null);
  const rows = useRef<(HTMLElement | null)[]>([]);

  const handle = (index: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ from: index, to: index, startY: event.clientY, dy: 0 });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!drag) return;
      setDrag({
        ...drag,
        dy: event.clientY - drag.startY,
        to: dropIndex(middlesOf(rows.current), event.clientY, drag.from),
      });
    },
    onPointerUp: () => {
      if (drag) playerEngine().move(drag.from, drag.to);
      setDrag(null);
    },
    onPointerCancel: () => setDrag(null),
  });

  /** What the row at `index` shows of the drag: lifted, or a drop line before or after it. */
  const rowState = (index: number) => {
    const dragged = drag?.from === index;
    return {
      ref: (element: HTMLElement | null) => {
        rows.current[index] = element;
      },
      dragged,
      dy: dragged ? drag.dy : 0,
      drop: drag && drag.to === index && !dragged ? (drag.to > drag.from ? "after" : "before") : undefined,
    } as const;
  };
  return { handle, rowState };
}
