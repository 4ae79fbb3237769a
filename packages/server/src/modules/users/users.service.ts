import { randomBytes } from "node:crypto";
import { type Group, userMessages } from "@kikoeru/contract";
import { writeFileAtomic } from "../../config/files.ts";
import { FieldError, forbidden, notFound, unauthorized } from "../../http/errors.ts";
import { hashPassword, isLegacyHash, verifyPassword } from "../auth/passwords.ts";
import { TokenError, type TokenService } from "../auth/tokens.ts";
import type { RatingsVersion } from "../reviews/ratings-version.ts";
import type { UserRow, UsersRepo } from "./users.repo.ts";

/** Who is making a request. */
export interface Principal {
  name: string;
  group: Group;
}

export const BUILTIN_ADMIN = "admin";
/** The identity every request takes when authentication is switched off (kikoeru behaviour). */
export const AUTH_OFF_PRINCIPAL: Principal = { name: BUILTIN_ADMIN, group: "administrator" };

export interface UsersServiceDeps {
  repo: UsersRepo;
  tokens: TokenService;
  md5Secret: string;
  expiresIn: () => number;
  /** Deleting users deletes their reviews. */
  ratings: RatingsVersion;
}

/** Accounts, passwords and tokens. Admin rights come from the group, never from the name. */
export class UsersService {
  private readonly cache = new Map<string, UserRow | null>();
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly deps: UsersServiceDeps) {}

  /** Issues a token for a correct name and password; upgrades an old MD5 hash to Argon2id on the way. */
  async login(name: string, password: string): Promise<string> {
    const user = await this.deps.repo.find(name);
    if (!user) {
      this.dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
      await verifyPassword(await this.dummyHash, password, this.deps.md5Secret);
      throw unauthorized(userMessages.wrongCredentials);
    }
    if (!(await verifyPassword(user.password, password, this.deps.md5Secret))) {
      throw unauthorized(userMessages.wrongCredentials);
    }
    if (isLegacyHash(user.password)) {
      await this.deps.repo.setPassword(user.name, await hashPassword(password), false);
      this.cache.delete(user.name);
    }
    return this.deps.tokens.sign(
      { name: user.name, group: user.group, tokenVersion: user.token_version },
      this.deps.expiresIn(),
    );
  }

  /** The principal a token stands for; throws TokenError when it is invalid, expired or revoked. */
  async principalFromToken(token: string): Promise<Principal> {
    const claims = await this.deps.tokens.verify(token);
    let user = this.cache.get(claims.name);
    if (user === undefined) {
      user = (await this.deps.repo.find(claims.name)) ?? null;
      this.cache.set(claims.name, user);
    }
    if (!user || user.token_version !== claims.tokenVersion) throw new TokenError("token revoked");
    return { name: user.name, group: user.group };
  }

  list(): Promise<{ name: string; group: Group }[]> {
    return this.deps.repo.list();
  }

  async create(input: { name: string; password: string; group: "user" | "guest" }): Promise<void> {
    const inserted = await this.deps.repo.insert({
      name: input.name,
      group: input.group,
      password: await hashPassword(input.password),
    });
    if (!inserted) throw new FieldError(422, "name", userMessages.duplicateName, input.name);
    this.cache.delete(input.name);
  }

  /** Sets a password (self, or anyone for an administrator) and revokes the user's existing tokens. */
  async changePassword(actor: Principal, name: string, newPassword: string): Promise<void> {
    if (actor.group !== "administrator" && actor.name !== name)
      throw forbidden(userMessages.onlySelfPassword);
    const changed = await this.deps.repo.setPassword(name, await hashPassword(newPassword), true);
    this.cache.delete(name);
    if (!changed) throw notFound(userMessages.unknownUser(name));
  }

  /** Deletes users (and their reviews and history); administrators and the caller cannot be deleted. */
  async delete(actor: Principal, names: string[]): Promise<void> {
    const unique = [...new Set(names)];
    for (const name of unique) {
      const user = await this.deps.repo.find(name);
      if (name === BUILTIN_ADMIN || user?.group === "administrator") {
        throw forbidden(userMessages.cannotDeleteAdmin);
      }
    }
    if (unique.includes(actor.name)) throw forbidden(userMessages.cannotDeleteSelf);
    await this.deps.repo.deleteMany(unique);
    this.deps.ratings.bump();
    for (const name of unique) this.cache.delete(name);
  }

  /**
   * On a database with no users, creates `admin` with the given password, or with a generated one that is
   * written to `passwordFile` (owner-only) and returned so it can be logged once.
   */
  async bootstrapAdmin(password: string | null, passwordFile: string): Promise<{ generated: string | null }> {
    if ((await this.deps.repo.count()) > 0) return { generated: null };
    const chosen = password ?? randomBytes(12).toString("base64url");
    await this.deps.repo.insert({
      name: BUILTIN_ADMIN,
      group: "administrator",
      password: await hashPassword(chosen),
    });
    if (password !== null) return { generated: null };
    await writeFileAtomic(passwordFile, `${chosen}\n`, 0o600);
    return { generated: chosen };
  }
}
