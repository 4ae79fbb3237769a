import {
  ClientEvents,
  SCAN_PROGRESS_EVENT,
  type ScanProgress,
  type ScanState,
  ServerEvents,
  socketMessages,
} from "@kikoeru/contract";
import i18n from "i18next";
import { type Dispatch, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { io, type Socket } from "socket.io-client";
import { notify } from "../../../shared/notify.ts";
import { storedToken } from "../../../shared/session.ts";
import { loginPath } from "../../auth/index.ts";
import type { ScanAction } from "./scan-state.ts";
import { type ServerLine, serverText } from "./server-text.ts";

/**
 * Refusals of the handshake, by their sentence (socket.io gives old clients nothing else) with the catalog
 * key that says it in the interface language: the session is not an administrator's, so sign in again.
 */
const authErrors = new Map<string, string>([
  [socketMessages.noToken, "socket.noToken"],
  [socketMessages.badToken, "socket.badToken"],
  [socketMessages.adminOnly, "socket.adminOnly"],
]);

export type ScannerCommand =
  | typeof ClientEvents.performScan
  | typeof ClientEvents.performUpdate
  | typeof ClientEvents.performLyricScan
  | typeof ClientEvents.killScanProcess;

/**
 * Opens the scanner channel while the page is shown (never automatically elsewhere) and feeds its events
 * to `dispatch`. Returns a function that sends a command.
 */
export function useScannerSocket(dispatch: Dispatch<ScanAction>): (command: ScannerCommand) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const socketRef = useRef<Socket | null>(null);
  const here = useRef(location.pathname);

  useEffect(() => {
    const socket = io({
      auth: { token: storedToken() },
      reconnectionAttempts: 10,
    });
    socketRef.current = socket;
    let warned = false;

    socket.on("connect", () => {
      dispatch({ type: "connected" });
      socket.emit(ClientEvents.onScannerPage);
    });
    socket.on("disconnect", () => dispatch({ type: "connectFailed" }));
    socket.on("connect_error", (error: Error) => {
      dispatch({ type: "connectFailed" });
      const refusal = authErrors.get(error.message);
      if (refusal) {
        socket.disconnect();
        notify.warning(serverText(i18n, { message: error.message, key: refusal }));
        void navigate(loginPath(here.current), { replace: true });
        return;
      }
      if (!warned) notify.error(i18n.t("admin.scanner.socketFailed"));
      warned = true;
    });
    socket.on(ServerEvents.scanInitState, (state: ScanState) => dispatch({ type: "initState", state }));
    socket.on(ServerEvents.scanTasks, ({ tasks }: Pick<ScanState, "tasks">) =>
      dispatch({ type: "tasks", tasks }),
    );
    socket.on(ServerEvents.scanFailedTasks, ({ failedTasks }: Pick<ScanState, "failedTasks">) =>
      dispatch({ type: "failedTasks", failedTasks }),
    );
    socket.on(ServerEvents.scanMainLogs, ({ mainLogs }: Pick<ScanState, "mainLogs">) =>
      dispatch({ type: "mainLogs", mainLogs }),
    );
    socket.on(ServerEvents.scanResults, ({ results }: Pick<ScanState, "results">) =>
      dispatch({ type: "results", results }),
    );
    socket.on(SCAN_PROGRESS_EVENT, ({ counts, estimate }: ScanProgress) =>
      dispatch({ type: "progress", counts, estimate: estimate ?? null }),
    );
    socket.on(ServerEvents.scanFinished, (line: ServerLine) => dispatch({ type: "finished", ...line }));
    socket.on(ServerEvents.scanError, () => dispatch({ type: "error" }));

    return () => {
      socket.removeAllListeners();
      socket.disconnect();
      socketRef.current = null;
    };
  }, [dispatch, navigate]);

  return (command) => {
    if (command !== ClientEvents.killScanProcess) dispatch({ type: "started" });
    socketRef.current?.emit(command);
  };
}
