import type { Group } from "@kikoeru/contract";
import { decodeJwt, errors, type JWTPayload, jwtVerify, SignJWT } from "jose";
import { LRUCache } from "lru-cache";

/**
 * Claims old kikoeru clients and the AI worker expect (reference §3.1), plus our token version `tv` and the
 * account identity `uid` (a random value per account, so a re-created name never matches an old token).
 */
const ISSUER = "http://kikoeru";
const AUDIENCE = "http://kikoeru/api";

export interface TokenClaims {
  name: string;
  group: Group;
  tokenVersion: number;
  uid: string;
}

/** What a valid token says; `uid` is null for kikoeru tokens (and ours from before account identities). */
export interface VerifiedClaims {
  name: string;
  tokenVersion: number;
  uid: string | null;
}

export class TokenError extends Error {}

/** The signing key of the kikoeru installation an account was imported from, if it was (and the key not ours). */
export interface ImportedTokenKeys {
  keyFor(name: string): Promise<string | null>;
}

const NO_IMPORTED_KEYS: ImportedTokenKeys = { keyFor: async () => null };
const VERIFY_OPTIONS = { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE };
const encode = (secret: string) => new TextEncoder().encode(secret);

const VERIFIED_CACHE_SIZE = 1000;

export class TokenService {
  private readonly key: Uint8Array;
  /** Tokens already verified, so media range requests carrying ?token= skip the HMAC; expiry is rechecked. */
  private readonly verified = new LRUCache<string, VerifiedClaims & { expiresAtMs: number }>({
    max: VERIFIED_CACHE_SIZE,
  });

  constructor(
    secret: string,
    private readonly importedKeys: ImportedTokenKeys = NO_IMPORTED_KEYS,
  ) {
    this.key = encode(secret);
  }

  sign(claims: TokenClaims, expiresInSeconds: number): Promise<string> {
    return new SignJWT({
      name: claims.name,
      group: claims.group,
      tv: claims.tokenVersion,
      uid: claims.uid,
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(claims.name)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
      .sign(this.key);
  }

  /** Verifies signature, issuer, audience and expiry; tokens from before `tv` existed count as version 0. */
  async verify(token: string): Promise<VerifiedClaims> {
    const cached = this.verified.get(token);
    if (cached) {
      if (cached.expiresAtMs > Date.now())
        return { name: cached.name, tokenVersion: cached.tokenVersion, uid: cached.uid };
      this.verified.delete(token);
      throw new TokenError("jwt expired");
    }
    try {
      const payload = await this.verifiedPayload(token);
      const name = typeof payload.name === "string" ? payload.name : payload.sub;
      if (typeof name !== "string" || name === "") throw new TokenError("jwt malformed");
      const claims: VerifiedClaims = {
        name,
        tokenVersion: typeof payload.tv === "number" ? payload.tv : 0,
        uid: typeof payload.uid === "string" ? payload.uid : null,
      };
      if (typeof payload.exp === "number")
        this.verified.set(token, { ...claims, expiresAtMs: payload.exp * 1000 });
      return claims;
    } catch (error) {
      if (error instanceof TokenError) throw error;
      if (error instanceof errors.JWTExpired) throw new TokenError("jwt expired");
      throw new TokenError("invalid token");
    }
  }

  /**
   * The payload of a token signed with our key or, failing that, of an old kikoeru token signed with the key of
   * the installation its account was imported from. Only kikoeru's shape qualifies (its claims, none of ours:
   * no `uid`, no `tv`), so such a token can only stand for an imported account with no identity of ours, which
   * the users service accepts while the account keeps `legacy_tokens` (a password change ends it).
   */
  private async verifiedPayload(token: string): Promise<JWTPayload> {
    try {
      return (await jwtVerify(token, this.key, VERIFY_OPTIONS)).payload;
    } catch (error) {
      if (!(error instanceof errors.JWSSignatureVerificationFailed)) throw error;
      const key = await this.importedKeyFor(token);
      if (key === null) throw error;
      return (await jwtVerify(token, key, VERIFY_OPTIONS)).payload;
    }
  }

  private async importedKeyFor(token: string): Promise<Uint8Array | null> {
    let claims: JWTPayload;
    try {
      claims = decodeJwt(token);
    } catch {
      return null;
    }
    const { name, sub } = claims;
    const kikoeruShape =
      typeof name === "string" &&
      (sub === undefined || sub === name) &&
      !("uid" in claims) &&
      !("tv" in claims);
    if (!kikoeruShape) return null;
    const secret = await this.importedKeys.keyFor(name);
    return secret === null ? null : encode(secret);
  }
}
