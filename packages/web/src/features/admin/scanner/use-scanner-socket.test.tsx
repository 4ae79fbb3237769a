import { act, waitFor } from "@testing-library/react";
import { useReducer } from "react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { useNotices } from "../../../shared/notify.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { initialScannerView, type ScannerView, scanReducer } from "./scan-state.ts";
import { useScannerSocket } from "./use-scanner-socket.ts";

type Handler = (payload?: unknown) => void;

/** A stand-in for a socket.io client socket: records handlers and emits, lets the test fire events. */
class FakeSocket {
  readonly handlers = new Map<string, Handler>();
  readonly emitted: string[] = [];
  disconnected = false;
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
    return this;
  }
  emit(event: string) {
    this.emitted.push(event);
  }
  fire(event: string, payload?: unknown) {
    act(() => this.handlers.get(event)?.(payload));
  }
  removeAllListeners() {
    this.handlers.clear();
  }
  disconnect() {
    this.disconnected = true;
  }
}

const sockets: FakeSocket[] = [];
const ioOptions: unknown[] = [];
vi.mock("socket.io-client", () => ({
  io: (options: unknown) => {
    ioOptions.push(options);
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

let view: ScannerView = initialScannerView;
let send: ReturnType<typeof useScannerSocket> = () => undefined;
function Probe() {
  const [state, dispatch] = useReducer(scanReducer, initialScannerView);
  view = state;
  send = useScannerSocket(dispatch);
  return null;
}

const messages = () => useNotices.getState().notices.map((notice) => `${notice.kind}:${notice.message}`);

beforeEach(() => {
  sockets.length = 0;
  ioOptions.length = 0;
  useNotices.setState({ notices: [] });
  localStorage.setItem("jwt-token", "the-token");
});
afterEach(() => vi.clearAllMocks());

describe("useScannerSocket", () => {
  test("sends the stored token, asks for the running scan on connect and follows the events", async () => {
    renderWithApp(<Probe />, "/admin/scanner");
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    expect(ioOptions[0]).toMatchObject({ auth: { token: "the-token" } });
    socket.fire("connect");
    expect(socket.emitted).toEqual(["ON_SCANNER_PAGE"]);
    expect(view.connection).toBe("connected");
    // The handshake's greeting (成功登录管理后台.) is no news on every visit: the page shows the connection.
    socket.fire("success", { message: "成功登录管理后台." });
    expect(messages()).toEqual([]);

    act(() => send("PERFORM_SCAN"));
    expect(socket.emitted).toContain("PERFORM_SCAN");
    expect(view.phase).toBe("running");
    socket.fire("SCAN_MAIN_LOGS", { mainLogs: [{ level: "info", message: "扫描已开始" }] });
    socket.fire("SCAN_FINISHED", { message: "扫描完成" });
    expect(view).toMatchObject({ phase: "finished", message: "扫描完成" });
    expect(view.mainLogs).toHaveLength(1);
  });

  test("a connection failure says 连接Socket失败 once", async () => {
    renderWithApp(<Probe />, "/admin/scanner");
    await waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]!.fire("connect_error", new Error("xhr poll error"));
    sockets[0]!.fire("connect_error", new Error("xhr poll error"));
    expect(messages()).toEqual(["error:连接Socket失败"]);
    expect(view.connection).toBe("failed");
  });

  test("an auth refusal warns and goes to /login, back to the scanner afterwards", async () => {
    const { router } = renderWithApp(<Probe />, "/admin/scanner");
    await waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]!.fire("connect_error", new Error("Token invalid"));
    expect(messages()).toEqual(["warning:Token invalid"]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe("/admin/scanner");
    expect(sockets[0]!.disconnected).toBe(true);
  });
});
