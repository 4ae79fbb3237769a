import {
  changePasswordBodySchema,
  createUserBodySchema,
  deleteUsersBodySchema,
  messageResponseSchema,
  userMessages,
  usersResponseSchema,
} from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, errors } from "../../http/errors.ts";
import type { LoginLimiter } from "../../http/login-limiter.ts";
import type { UsersService } from "./users.service.ts";

export interface UsersRoutesDeps {
  users: UsersService;
  /** Wrong current passwords on a self-service change; kept apart from login failures so they never lock a login. */
  passwordGuesses: LoginLimiter;
}

/** User management (reference §1.2; spec 1 "User management"). */
export const usersRoutes =
  ({ users, passwordGuesses }: UsersRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/credentials/users",
      {
        config: { access: "admin", forbiddenMessage: userMessages.onlyAdminLists },
        schema: { response: { 200: usersResponseSchema } },
      },
      async () => ({ users: await users.list() }),
    );

    app.post(
      "/api/credentials/user",
      {
        config: { access: "admin", forbiddenMessage: userMessages.onlyAdminCreates, validationStatus: 422 },
        schema: { body: createUserBodySchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        await users.create(request.body);
        return { message: userMessages.created(request.body.name) };
      },
    );

    app.put(
      "/api/credentials/user",
      {
        config: { validationStatus: 422 },
        schema: { body: changePasswordBodySchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        const actor = request.principal!;
        const { name } = request.body;
        if (actor.name === name) {
          const wait = passwordGuesses.retryAfter(request.ip, name);
          if (wait > 0) throw errors.tooManyPasswordGuesses(wait);
        }
        try {
          await users.changePassword(actor, request.body);
        } catch (error) {
          if (error instanceof AppError && error.code === "WRONG_OLD_PASSWORD")
            passwordGuesses.fail(request.ip, name);
          throw error;
        }
        passwordGuesses.succeed(request.ip, name);
        return { message: userMessages.passwordChanged };
      },
    );

    app.delete(
      "/api/credentials/user",
      {
        config: { access: "admin", forbiddenMessage: userMessages.onlyAdminDeletes },
        schema: { body: deleteUsersBodySchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        await users.delete(
          request.principal!,
          request.body.users.map((u) => u.name),
        );
        return { message: userMessages.deleted };
      },
    );
  };
