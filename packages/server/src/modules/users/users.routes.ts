import {
  changePasswordBodySchema,
  createUserBodySchema,
  deleteUsersBodySchema,
  messageResponseSchema,
  userMessages,
  usersResponseSchema,
} from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { UsersService } from "./users.service.ts";

/** User management (reference §1.2; spec 1 "User management"). */
export const usersRoutes =
  (users: UsersService): FastifyPluginAsyncZod =>
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
        await users.changePassword(request.principal!, request.body.name, request.body.newPassword);
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
