// What other modules may use of users: the service that resolves accounts.
export type { UsersService } from "./users.service.ts";
