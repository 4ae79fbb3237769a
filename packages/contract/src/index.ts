export * from "./codes.ts";
export * from "./config.ts";
export * from "./errors.ts";
export * from "./socket.ts";
export * from "./users.ts";
export * from "./version.ts";
