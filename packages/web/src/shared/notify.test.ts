import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { notify, useNotices } from "./notify.ts";

const shown = () => useNotices.getState().notices.map((notice) => notice.message);

beforeEach(() => {
  vi.useFakeTimers();
  useNotices.setState({ notices: [] });
});
afterEach(() => vi.useRealTimers());

describe("notify", () => {
  test("the same sentence again keeps one notice, shown a while longer", () => {
    notify.error("无法连接服务器");
    vi.advanceTimersByTime(3000);
    notify.error("无法连接服务器");
    expect(shown()).toEqual(["无法连接服务器"]);
    vi.advanceTimersByTime(3000);
    expect(shown()).toEqual(["无法连接服务器"]);
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual([]);
  });
});
