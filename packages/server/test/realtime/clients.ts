import type { AddressInfo } from "node:net";
import {
  io as ioV4,
  type ManagerOptions,
  type SocketOptions,
  type Socket as SocketV4,
} from "socket.io-client";
import ioV2 from "socket.io-client-v2";
import type { TestContext } from "../harness.ts";

/** How long a handshake may take on a loaded machine before a test gives up. */
const HANDSHAKE_DEADLINE_MS = 15_000;

export type Outcome =
  | { kind: "success"; payload: Record<string, unknown>; transport: string }
  | { kind: "refused"; message: string };

const open: { close(): unknown }[] = [];

/** Makes the test app listen on a free loopback port and returns its base URL. */
export async function listen(ctx: TestContext): Promise<string> {
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = ctx.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Closes every client the tests opened. */
export function closeClients(): void {
  for (const socket of open.splice(0)) socket.close();
}

/** A promise settled by `executor`, or rejected after the handshake deadline. */
function withDeadline<T>(
  what: string,
  executor: (resolve: (value: T) => void, reject: (error: Error) => void) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what}: nothing within ${HANDSHAKE_DEADLINE_MS} ms`)),
      HANDSHAKE_DEADLINE_MS,
    );
    executor(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A socket.io 4 client (what our web app uses). */
export function connectV4(
  url: string,
  options: Partial<ManagerOptions & SocketOptions> = {},
): { socket: SocketV4; outcome: Promise<Outcome> } {
  const socket = ioV4(url, { reconnection: false, forceNew: true, ...options });
  open.push(socket);
  const outcome = withDeadline<Outcome>("v4 client handshake", (resolve) => {
    socket.once("success", (payload: Record<string, unknown>) =>
      resolve({ kind: "success", payload, transport: socket.io.engine.transport.name }),
    );
    socket.once("connect_error", (error: Error) => resolve({ kind: "refused", message: error.message }));
  });
  return { socket, outcome };
}

/** A socket.io 2 client (Engine.IO 3), as the existing kikoeru admin page connects. */
export function connectV2(
  url: string,
  options: Parameters<typeof ioV2>[1] = {},
): { socket: ioV2.Socket; outcome: Promise<Outcome> } {
  const socket = ioV2(url, { reconnection: false, forceNew: true, ...options });
  open.push(socket);
  const outcome = withDeadline<Outcome>("v2 client handshake", (resolve, reject) => {
    socket.once("success", (payload: Record<string, unknown>) =>
      resolve({ kind: "success", payload, transport: socket.io.engine.transport.name }),
    );
    // A refusal by the server's middleware reaches a v2 client as an `error` event carrying the message.
    socket.once("error", (message: unknown) => resolve({ kind: "refused", message: String(message) }));
    socket.once("connect_error", (error: Error) =>
      reject(new Error(`v2 transport failed: ${error.message}`)),
    );
  });
  return { socket, outcome };
}

/** Resolves with the payload of the next `event` a socket receives. */
export function nextEvent<T>(
  socket: { once(event: string, listener: (payload: T) => void): unknown },
  event: string,
): Promise<T> {
  return withDeadline<T>(`event ${event}`, (resolve) => {
    socket.once(event, resolve);
  });
}
