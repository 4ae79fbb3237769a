/**
 * Who may call a route, declared in its `config.access`:
 * - `public`: anyone (login, health);
 * - `authInfo`: anyone when auth is off; otherwise a valid token, answering 401 with `auth:true` so clients
 *   learn that login is required (GET /api/auth/me);
 * - `user` (default): any signed-in user; guests only read (GET/HEAD);
 * - `admin`: the administrator group;
 * - `worker`: AI lyric workers: a user of a group in `lyricWorkerGroups` (guests included when listed), or a
 *   worker token (which opens nothing else but GET /api/auth/me).
 */
export type Access = "public" | "authInfo" | "user" | "admin" | "worker";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** 403 text for non-administrators on an admin route, where old clients show a specific message. */
    forbiddenMessage?: string;
    /** Status for schema validation failures: 400 by default, 422 for login and user management. */
    validationStatus?: number;
  }
}
