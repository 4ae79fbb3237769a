import { describe, expect, test, vi } from "vitest";
import { handlePlayerKey, isTyping } from "./keyboard.ts";

function actions() {
  return {
    toggle: vi.fn(),
    rewind: vi.fn(),
    forward: vi.fn(),
    next: vi.fn(),
    previous: vi.fn(),
    volume: vi.fn(),
  };
}
const press = (key: string, target: unknown = { tagName: "BODY" }, extra = {}) => ({
  key,
  target: target as EventTarget,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...extra,
});

describe("player shortcuts", () => {
  test("each key drives its action", () => {
    const on = actions();
    for (const key of [" ", "ArrowLeft", "ArrowRight", "PageDown", "PageUp", "ArrowUp", "ArrowDown"]) {
      expect(handlePlayerKey(press(key), on)).toBe(true);
    }
    expect(on.toggle).toHaveBeenCalledOnce();
    expect(on.rewind).toHaveBeenCalledOnce();
    expect(on.forward).toHaveBeenCalledOnce();
    expect(on.next).toHaveBeenCalledOnce();
    expect(on.previous).toHaveBeenCalledOnce();
    expect(on.volume.mock.calls).toEqual([[1], [-1]]);
    expect(handlePlayerKey(press("a"), on)).toBe(false);
  });

  test("ignored while typing in inputs, text areas and editable content", () => {
    const on = actions();
    expect(handlePlayerKey(press(" ", { tagName: "INPUT" }), on)).toBe(false);
    expect(handlePlayerKey(press(" ", { tagName: "TEXTAREA" }), on)).toBe(false);
    expect(handlePlayerKey(press("ArrowLeft", { tagName: "DIV", isContentEditable: true }), on)).toBe(false);
    expect(on.toggle).not.toHaveBeenCalled();
    expect(on.rewind).not.toHaveBeenCalled();
    expect(isTyping(null)).toBe(false);
  });

  test("modifier combinations, focused sliders and Space on buttons are left alone", () => {
    const on = actions();
    expect(handlePlayerKey(press("ArrowLeft", undefined, { altKey: true }), on)).toBe(false);
    const slider = { tagName: "DIV", getAttribute: (name: string) => (name === "role" ? "slider" : null) };
    expect(handlePlayerKey(press("ArrowUp", slider), on)).toBe(false);
    expect(handlePlayerKey(press(" ", { tagName: "BUTTON", getAttribute: () => null }), on)).toBe(false);
    expect(handlePlayerKey(press("PageDown", { tagName: "BUTTON", getAttribute: () => null }), on)).toBe(
      true,
    );
    expect(on.next).toHaveBeenCalledOnce();
  });
});
