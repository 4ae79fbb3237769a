import { TRANSCODE_PROGRESS_EVENT } from "@kikoeru/contract";
import type { Server } from "socket.io";
import type { TranscodeService } from "../modules/transcode/index.ts";

/** The room of one user's sockets: a transcode's progress goes only to the users who asked for it. */
const userRoom = (name: string) => `user:${name}`;

/**
 * TRANSCODE_PROGRESS for our own client: every status change of an encode (waiting, percent, ready, failed)
 * goes to the sockets of the users who requested it. The kikoeru client keeps polling the status route.
 */
export function attachTranscodeChannel(io: Server, transcode: TranscodeService): void {
  io.on("connection", (socket) => {
    const principal = socket.data.principal as { name: string } | undefined;
    if (principal) void socket.join(userRoom(principal.name));
  });
  transcode.onProgress((event, users) => {
    for (const user of users) io.to(userRoom(user)).emit(TRANSCODE_PROGRESS_EVENT, event);
  });
}
