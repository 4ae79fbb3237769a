/** Player bar gesture thresholds (spec 2 §9). */
const panThresholdPx = 10;
const swipeThresholdPx = 15;
export const holdMs = 500;

export type GesturePhase = "idle" | "pressed" | "up" | "down" | "pan";

export interface GestureCallbacks {
  tap: () => void;
  /** Swipe up: show the full player. */
  up: () => void;
  /** Swipe down: hide it. */
  down: () => void;
  /** Horizontal pan: `dx` px from where the press started (the UI turns it into a target time). */
  scrub: (dx: number) => void;
  /** Released after a pan: apply the scrubbed position; `moved` is false after a hold without moving. */
  commit: (dx: number, moved: boolean) => void;
}

/**
 * The bar's gesture state machine (spec 2 §4): idle → pressed → up / down (15 px vertical) or pan
 * (10 px horizontal, or a 500 ms hold). Feed it pointer positions and times; it calls back.
 */
export class BarGesture {
  phase: GesturePhase = "idle";
  private startX = 0;
  private startY = 0;
  private startTime = 0;
  private dx = 0;

  constructor(private readonly on: GestureCallbacks) {}

  down(x: number, y: number, time: number): void {
    this.phase = "pressed";
    this.startX = x;
    this.startY = y;
    this.startTime = time;
    this.dx = 0;
  }

  /** Called on pointer moves and by a timer while pressed (so a still hold becomes a pan). */
  move(x: number, y: number, time: number): void {
    const dx = x - this.startX;
    const dy = y - this.startY;
    if (this.phase === "pressed") {
      if (Math.abs(dx) >= panThresholdPx && Math.abs(dx) >= Math.abs(dy)) this.phase = "pan";
      else if (dy <= -swipeThresholdPx) this.phase = "up";
      else if (dy >= swipeThresholdPx) this.phase = "down";
      else if (time - this.startTime >= holdMs) this.phase = "pan";
    }
    if (this.phase === "pan") {
      this.dx = dx;
      this.on.scrub(dx);
    }
  }

  up(): void {
    const phase = this.phase;
    this.phase = "idle";
    if (phase === "pressed") this.on.tap();
    else if (phase === "up") this.on.up();
    else if (phase === "down") this.on.down();
    else if (phase === "pan") this.on.commit(this.dx, this.dx !== 0);
  }

  cancel(): void {
    this.phase = "idle";
  }
}

/** Target second for a pan of `dx` px over a bar `width` px wide, clamped to the track. */
export function scrubTarget(from: number, dx: number, width: number, duration: number): number {
  if (width <= 0 || duration <= 0) return from;
  return Math.min(duration, Math.max(0, from + (dx / width) * duration));
}
