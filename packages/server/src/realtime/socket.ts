import { type Group, message, said } from "@kikoeru/contract";
import type { FastifyInstance } from "fastify";
import { Server, type Socket } from "socket.io";
import type { ConfigStore } from "../config/store.ts";
import type { ScannerService } from "../modules/scanner/scanner.service.ts";
import { AUTH_OFF_PRINCIPAL, type Principal, type UsersService } from "../modules/users/users.service.ts";
import { attachScannerChannel } from "./scanner-channel.ts";

/**
 * A refused handshake carries only its sentence: socket.io sends a v2 client an error's `data` instead of its
 * message, and old admin pages compare the message. Pages tell refusals apart by that sentence.
 */
const refusal = (key: "socket.noToken" | "socket.badToken" | "socket.adminOnly") => new Error(message(key));

const ADMIN_ROOM = "admin";

function handshakeToken(socket: Socket): string | null {
  const { auth, query, headers } = socket.handshake;
  for (const candidate of [auth?.token, query.auth_token, headers["x-auth-token"]]) {
    if (typeof candidate === "string" && candidate !== "") return candidate;
  }
  return null;
}

/**
 * socket.io on the HTTP server, for socket.io 4 clients and (allowEIO3) the old v2 admin page. Only
 * administrators may connect while auth is on; the token comes from `auth.token` (v4), the handshake query
 * `auth_token` (old admin page) or the `x-auth-token` header.
 */
export function attachRealtime(
  app: FastifyInstance,
  config: ConfigStore,
  users: UsersService,
  scanner: ScannerService,
): Server {
  const io = new Server(app.server, { allowEIO3: true, serveClient: false });
  io.use(async (socket, next) => {
    if (!config.get().auth) {
      socket.data.principal = AUTH_OFF_PRINCIPAL;
      return next();
    }
    const token = handshakeToken(socket);
    if (!token) return next(refusal("socket.noToken"));
    let principal: Principal;
    try {
      principal = await users.principalFromToken(token);
    } catch {
      return next(refusal("socket.badToken"));
    }
    if (principal.group !== "administrator") return next(refusal("socket.adminOnly"));
    socket.data.principal = principal;
    next();
  });
  io.on("connection", (socket) => {
    const principal = socket.data.principal as { name: string; group: Group };
    void socket.join(ADMIN_ROOM);
    const auth = config.get().auth;
    socket.emit("success", {
      ...said("socket.connected"),
      ...(auth ? { user: { ...principal, logged_in: true } } : {}),
      auth,
    });
  });
  attachScannerChannel(io, scanner, ADMIN_ROOM);
  // preClose, not onClose: Fastify closes the HTTP server before its onClose hooks run, and that close waits
  // for every connection, socket.io's websockets and pending long-polls included, so it would never finish.
  app.addHook("preClose", async () => {
    await io.close();
  });
  return io;
}
