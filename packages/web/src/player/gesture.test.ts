import { describe, expect, test, vi } from "vitest";
import { BarGesture, scrubTarget } from "./gesture.ts";

function setup() {
  const on = { tap: vi.fn(), up: vi.fn(), down: vi.fn(), scrub: vi.fn(), commit: vi.fn() };
  return { on, gesture: new BarGesture(on) };
}

describe("player bar gesture", () => {
  test("a press without moving is a tap", () => {
    const { on, gesture } = setup();
    gesture.down(100, 100, 0);
    gesture.move(104, 103, 100);
    gesture.up();
    expect(on.tap).toHaveBeenCalledOnce();
    expect(gesture.phase).toBe("idle");
  });

  test("15 px up shows, 15 px down hides; 14 px does neither", () => {
    const { on, gesture } = setup();
    gesture.down(0, 100, 0);
    gesture.move(0, 86, 10);
    expect(gesture.phase).toBe("pressed");
    gesture.move(0, 85, 20);
    gesture.up();
    expect(on.up).toHaveBeenCalledOnce();
    gesture.down(0, 100, 0);
    gesture.move(2, 115, 10);
    gesture.up();
    expect(on.down).toHaveBeenCalledOnce();
    expect(on.tap).not.toHaveBeenCalled();
  });

  test("10 px sideways starts a pan that scrubs and commits on release", () => {
    const { on, gesture } = setup();
    gesture.down(100, 100, 0);
    gesture.move(109, 100, 10);
    expect(gesture.phase).toBe("pressed");
    gesture.move(110, 102, 20);
    expect(gesture.phase).toBe("pan");
    gesture.move(160, 140, 30);
    expect(gesture.phase).toBe("pan");
    expect(on.scrub).toHaveBeenLastCalledWith(60);
    gesture.up();
    expect(on.commit).toHaveBeenCalledWith(60, true);
    expect(on.down).not.toHaveBeenCalled();
  });

  test("a 500 ms hold starts a pan; releasing without moving commits nothing", () => {
    const { on, gesture } = setup();
    gesture.down(50, 50, 1000);
    gesture.move(50, 50, 1499);
    expect(gesture.phase).toBe("pressed");
    gesture.move(50, 50, 1500);
    expect(gesture.phase).toBe("pan");
    gesture.up();
    expect(on.commit).toHaveBeenCalledWith(0, false);
    expect(on.tap).not.toHaveBeenCalled();
  });

  test("scrub target follows the share of the bar width, clamped", () => {
    expect(scrubTarget(30, 50, 500, 100)).toBe(40);
    expect(scrubTarget(30, -500, 500, 100)).toBe(0);
    expect(scrubTarget(90, 250, 500, 100)).toBe(100);
    expect(scrubTarget(30, 50, 0, 100)).toBe(30);
  });
});
