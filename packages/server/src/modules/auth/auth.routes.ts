import { loginBodySchema, meResponseSchema, tokenResponseSchema } from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ConfigStore } from "../../config/store.ts";
import { AppError, errors } from "../../http/errors.ts";
import type { LoginAttempts } from "../../http/login-limiter.ts";
import type { UsersService } from "../users/index.ts";

export interface AuthRoutesDeps {
  users: UsersService;
  config: ConfigStore;
  limiter: LoginAttempts;
}

/** Login and "who am I" (reference §1.2, §11.1–3). */
export const authRoutes =
  ({ users, config, limiter }: AuthRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/auth/me",
      {
        config: { access: "public", validationStatus: 422 },
        schema: { body: loginBodySchema, response: { 200: tokenResponseSchema } },
      },
      async (request) => {
        const { name, password } = request.body;
        const wait = await limiter.retryAfter(request.ip, name);
        if (wait > 0) throw errors.tooManyLoginAttempts(wait);
        try {
          const token = await users.login(name, password);
          await limiter.succeed(request.ip, name);
          return { token };
        } catch (error) {
          if (error instanceof AppError && error.status === 401) await limiter.fail(request.ip, name);
          throw error;
        }
      },
    );

    app.get(
      "/api/auth/me",
      { config: { access: "authInfo" }, schema: { response: { 200: meResponseSchema } } },
      async (request) => ({ user: request.principal!, auth: config.get().auth }),
    );

    app.get("/api/me", async (_request, reply) => reply.redirect("/api/auth/me", 302));
  };
