import { randomBytes } from "node:crypto";
import type { Group } from "@kikoeru/contract";
import { writeFileAtomic } from "../../config/files.ts";
import { errors } from "../../http/errors.ts";
import { hashPassword, isLegacyHash, TokenError, type TokenService, verifyPassword } from "../auth/index.ts";
import type { UserRow, UsersRepo } from "./users.repo.ts";

/** Who is making a request. */
export interface Principal {
  name: string;
  group: Group;
}

const BUILTIN_ADMIN = "admin";
/** The identity every request takes when authentication is switched off (kikoeru behaviour). */
export const AUTH_OFF_PRINCIPAL: Principal = { name: BUILTIN_ADMIN, group: "administrator" };

export interface UsersServiceDeps {
  repo: UsersRepo;
  tokens: TokenService;
  md5Secret: string;
  expiresIn: () => number;
}

/** Accounts, passwords and tokens. Admin rights come from the group, never from the name. */
export class UsersService {
  /** Rows by name for token checks; every change to a user's row goes through `forget`. */
  private readonly cache = new Map<string, UserRow | null>();
  private cacheGeneration = 0;
  private dummyHash: Promise<string> | null = null;
  private readonly changeListeners = new Set<(name: string) => void>();

  constructor(private readonly deps: UsersServiceDeps) {}

  /** Issues a token for a correct name and password; upgrades an old MD5 hash to Argon2id on the way. */
  async login(name: string, password: string): Promise<string> {
    const user = await this.deps.repo.find(name);
    if (!user) {
      this.dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
      await verifyPassword(await this.dummyHash, password, this.deps.md5Secret);
      throw errors.wrongCredentials();
    }
    if (!(await verifyPassword(user.password, password, this.deps.md5Secret))) {
      throw errors.wrongCredentials();
    }
    if (isLegacyHash(user.password)) {
      await this.deps.repo.setPassword(user.name, await hashPassword(password), false);
      this.forget(user.name);
    }
    let uid = user.uid;
    if (uid === null) {
      uid = await this.deps.repo.ensureUid(user.name);
      this.forget(user.name);
      if (uid === null) throw errors.wrongCredentials();
    }
    return this.deps.tokens.sign(
      { name: user.name, group: user.group, tokenVersion: user.token_version, uid },
      this.deps.expiresIn(),
    );
  }

  /**
   * The principal a token stands for; throws TokenError when it is invalid, expired or revoked. A token belongs
   * to one account, not to a name: its `uid` must be the row's (a re-created name has a new one), and a token
   * without `uid` (kikoeru's) is accepted only by accounts that existed before identities were introduced.
   */
  async principalFromToken(token: string): Promise<Principal> {
    const claims = await this.deps.tokens.verify(token);
    const user = await this.cachedUser(claims.name);
    const sameAccount = claims.uid === null ? user?.legacy_tokens === true : claims.uid === user?.uid;
    if (!user || !sameAccount || user.token_version !== claims.tokenVersion) {
      throw new TokenError("token revoked");
    }
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
    if (!inserted) throw errors.userNameTaken(input.name);
    this.forget(input.name);
  }

  /**
   * Sets a password and revokes the user's existing tokens. Changing one's own password needs the current one
   * (a stolen token alone must not take the account over); an administrator resets other accounts without it.
   */
  async changePassword(
    actor: Principal,
    change: { name: string; newPassword: string; oldPassword?: string | undefined },
  ): Promise<void> {
    const { name, newPassword, oldPassword } = change;
    if (actor.name === name) await this.checkCurrentPassword(name, oldPassword);
    else if (actor.group !== "administrator") throw errors.othersPassword();
    const changed = await this.deps.repo.setPassword(name, await hashPassword(newPassword), true);
    this.forget(name);
    if (!changed) throw errors.userNotFound(name);
  }

  /** Deletes users (and their reviews and history); administrators and the caller cannot be deleted. */
  async delete(actor: Principal, names: string[]): Promise<void> {
    const unique = [...new Set(names)];
    for (const name of unique) {
      const user = await this.deps.repo.find(name);
      if (name === BUILTIN_ADMIN || user?.group === "administrator") {
        throw errors.adminUndeletable();
      }
    }
    if (unique.includes(actor.name)) throw errors.selfUndeletable();
    await this.deps.repo.deleteMany(unique);
    for (const name of unique) this.forget(name);
  }

  private async checkCurrentPassword(name: string, oldPassword: string | undefined): Promise<void> {
    if (oldPassword === undefined) throw errors.oldPasswordRequired();
    const user = await this.deps.repo.find(name);
    if (!user) throw errors.userNotFound(name);
    if (!(await verifyPassword(user.password, oldPassword, this.deps.md5Secret)))
      throw errors.wrongOldPassword();
  }

  private async cachedUser(name: string): Promise<UserRow | null> {
    const hit = this.cache.get(name);
    if (hit !== undefined) return hit;
    const generation = this.cacheGeneration;
    const row = (await this.deps.repo.find(name)) ?? null;
    // A row read while a user was created, changed or deleted may already be stale: do not keep it.
    if (generation === this.cacheGeneration) this.cache.set(name, row);
    return row;
  }

  private forget(name: string): void {
    this.dropCached(name);
    for (const listener of this.changeListeners) listener(name);
  }

  /** Calls `listener` with the name of every account this process created, changed or deleted. */
  onAccountChange(listener: (name: string) => void): void {
    this.changeListeners.add(listener);
  }

  /** Drops the cached row of an account another process changed (all rows when `name` is null). */
  dropCached(name: string | null): void {
    if (name === null) this.cache.clear();
    else this.cache.delete(name);
    this.cacheGeneration++;
  }

  /**
   * On a database with no users, creates `admin` with the given password, or with a generated one that is
   * written to `passwordFile` (owner-only) and returned so it can be logged once. `kikoeruKey`: the install
   * took over a kikoeru signing key, so this admin is kikoeru's admin and keeps accepting its tokens.
   */
  async bootstrapAdmin(
    password: string | null,
    passwordFile: string,
    { kikoeruKey = false }: { kikoeruKey?: boolean } = {},
  ): Promise<{ generated: string | null }> {
    if ((await this.deps.repo.count()) > 0) return { generated: null };
    const chosen = password ?? randomBytes(12).toString("base64url");
    await this.deps.repo.insert(
      { name: BUILTIN_ADMIN, group: "administrator", password: await hashPassword(chosen) },
      { legacyTokens: kikoeruKey },
    );
    this.forget(BUILTIN_ADMIN);
    if (password !== null) return { generated: null };
    await writeFileAtomic(passwordFile, `${chosen}\n`, 0o600);
    return { generated: chosen };
  }
}
