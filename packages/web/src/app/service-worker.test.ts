import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { useNotices } from "../shared/notify.ts";
import { registerServiceWorker } from "./service-worker.ts";

/** A stand-in for `navigator.serviceWorker`: an event target with a controller and a register call. */
function fakeContainer(controlled: boolean) {
  const target = new EventTarget();
  const update = vi.fn(async () => undefined);
  const register = vi.fn(async () => ({ update }));
  const container = Object.assign(target, { controller: controlled ? {} : null, register });
  return { container: container as unknown as ServiceWorkerContainer, register };
}

describe("service worker registration", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    useNotices.setState({ notices: [] });
  });

  test("registers /sw.js in production builds only", () => {
    const off = fakeContainer(false);
    registerServiceWorker({ container: off.container, enabled: false, reload: vi.fn() });
    expect(off.register).not.toHaveBeenCalled();
    const on = fakeContainer(false);
    registerServiceWorker({ container: on.container, enabled: true, reload: vi.fn() });
    expect(on.register).toHaveBeenCalledWith("/sw.js");
  });

  test("the first worker taking over a fresh page announces nothing", () => {
    const { container } = fakeContainer(false);
    const reload = vi.fn();
    registerServiceWorker({ container, enabled: true, reload });
    container.dispatchEvent(new Event("controllerchange"));
    expect(useNotices.getState().notices).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  test("a new build announces 版本已更新 with 刷新 for 10 s, then reloads once", () => {
    const { container } = fakeContainer(true);
    const reload = vi.fn();
    registerServiceWorker({ container, enabled: true, reload });
    container.dispatchEvent(new Event("controllerchange"));
    container.dispatchEvent(new Event("controllerchange"));
    const notices = useNotices.getState().notices;
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: "info", message: "版本已更新", action: { label: "刷新" } });
    vi.advanceTimersByTime(9_999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(useNotices.getState().notices).toEqual([]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test("the refresh action reloads at once, and only once", () => {
    const { container } = fakeContainer(true);
    const reload = vi.fn();
    registerServiceWorker({ container, enabled: true, reload });
    container.dispatchEvent(new Event("controllerchange"));
    const [notice] = useNotices.getState().notices;
    notice?.action?.run();
    useNotices.getState().dismiss(notice!.id);
    vi.advanceTimersByTime(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
