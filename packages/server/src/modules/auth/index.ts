// What other modules may use of auth: password hashing and the token service.
export { hashPassword, isLegacyHash, legacyHashWithSecret, verifyPassword } from "./passwords.ts";
export { TokenError, type TokenService } from "./tokens.ts";
