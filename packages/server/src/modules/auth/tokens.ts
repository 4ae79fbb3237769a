import type { Group } from "@kikoeru/contract";
import { errors, jwtVerify, SignJWT } from "jose";
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

const VERIFIED_CACHE_SIZE = 1000;

export class TokenService {
  private readonly key: Uint8Array;
  /** Tokens already verified, so media range requests carrying ?token= skip the HMAC; expiry is rechecked. */
  private readonly verified = new LRUCache<string, VerifiedClaims & { expiresAtMs: number }>({
    max: VERIFIED_CACHE_SIZE,
  });

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
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
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ["HS256"],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
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
}
