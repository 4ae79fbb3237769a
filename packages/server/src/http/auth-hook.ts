import { message } from "@kikoeru/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ConfigStore } from "../config/store.ts";
import { TokenError } from "../modules/auth/tokens.ts";
import { AUTH_OFF_PRINCIPAL, type Principal, type UsersService } from "../modules/users/users.service.ts";
import type { Access } from "./access.ts";
import { errors } from "./errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the auth hook on every route that is not public; null only on public routes. */
    principal: Principal | null;
  }
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The bearer token from `Authorization: Bearer …` or, for media URLs and old clients, `?token=`. */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, value] = header.split(" ");
    if (scheme?.toLowerCase() === "bearer" && value) return value.trim();
  }
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === "string" && query.token !== "" ? query.token : null;
}

/** Worker tokens (docs/ai-lyrics.md): told apart from JWTs by their form, resolved by the AI lyrics module. */
export interface WorkerTokenCheck {
  matches(token: string): boolean;
  /** The worker the token belongs to; null when it is unknown or revoked. */
  principalOf(token: string): Promise<Principal | null>;
}

/** Authenticates and authorizes every request according to its route's `config.access`. */
export function installAuthHook(
  app: FastifyInstance,
  config: ConfigStore,
  users: UsersService,
  workerTokens: WorkerTokenCheck,
): void {
  app.decorateRequest("principal", null);
  app.addHook("onRequest", async (request) => {
    const route = request.routeOptions.config;
    // Decided by the matched route pattern, never by the raw URL: /api routes default to signed-in users,
    // everything else (web app files, history fallback) is public.
    const pattern = request.is404 ? undefined : request.routeOptions.url;
    const access: Access = pattern?.startsWith("/api/") ? (route.access ?? "user") : "public";
    if (access === "public") return;
    if (!config.get().auth) {
      request.principal = AUTH_OFF_PRINCIPAL;
      return;
    }
    const extra = access === "authInfo" ? { auth: true } : {};
    const token = tokenOf(request);
    if (!token) throw errors.unauthenticated(extra);
    if (workerTokens.matches(token)) {
      const worker = await workerTokens.principalOf(token);
      if (!worker) throw errors.tokenInvalid(message("aiLyrics.workerTokenRevoked"), extra);
      request.principal = worker;
      if (access !== "worker" && access !== "authInfo") throw errors.workerTokenScope();
      return;
    }
    let principal: Principal;
    try {
      principal = await users.principalFromToken(token);
    } catch (error) {
      if (error instanceof TokenError) throw errors.tokenInvalid(error.message, extra);
      throw error;
    }
    request.principal = principal;
    if (access === "worker") {
      if (!config.get().lyricWorkerGroups.includes(principal.group)) throw errors.workerForbidden();
      return;
    }
    if (access === "admin" && principal.group !== "administrator") {
      throw errors.adminOnly(route.forbiddenMessage);
    }
    if (principal.group === "guest" && !READ_METHODS.has(request.method)) {
      throw errors.guestReadOnly();
    }
  });
}
