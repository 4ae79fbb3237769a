import { ClientEvents, type ScanKind, ServerEvents } from "@kikoeru/contract";
import type { Server, Socket } from "socket.io";
import type { ScannerService } from "../modules/scanner/scanner.service.ts";

const PERFORM: [string, ScanKind][] = [
  [ClientEvents.performScan, "scan"],
  [ClientEvents.performUpdate, "update"],
  [ClientEvents.performLyricScan, "lyric-scan"],
];

/**
 * The admin console's scanner channel (reference §4.9). Scanner events go to `room` (administrators) only.
 * ON_SCANNER_PAGE answers SCAN_INIT_STATE while a scan runs; a PERFORM_* while one runs is refused the same
 * way, so the page shows the running scan; KILL_SCAN_PROCESS is harmless when nothing runs.
 */
export function attachScannerChannel(io: Server, scanner: ScannerService, room: string): void {
  scanner.onEvent((event, payload) => {
    io.to(room).emit(event, payload);
  });
  const sendState = async (socket: Socket) => {
    const state = await scanner.liveState();
    if (state) socket.emit(ServerEvents.scanInitState, state);
  };
  io.on("connection", (socket) => {
    const guard = (task: () => Promise<unknown>) => () => {
      task().catch((error: Error) =>
        socket.emit(ServerEvents.scanMainLogs, { mainLogs: [{ level: "error", message: error.message }] }),
      );
    };
    socket.on(
      ClientEvents.onScannerPage,
      guard(() => sendState(socket)),
    );
    for (const [event, kind] of PERFORM) {
      socket.on(
        event,
        guard(async () => {
          const result = await scanner.start(kind);
          if (!result.started) await sendState(socket);
        }),
      );
    }
    socket.on(ClientEvents.killScanProcess, () => {
      scanner.kill();
    });
  });
}
