import type { Group } from "@kikoeru/contract";
import { errors, jwtVerify, SignJWT } from "jose";

/** Claims old kikoeru clients and the AI worker expect (reference §3.1), plus our token version `tv`. */
const ISSUER = "http://kikoeru";
const AUDIENCE = "http://kikoeru/api";

export interface TokenClaims {
  name: string;
  group: Group;
  tokenVersion: number;
}

export class TokenError extends Error {}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims, expiresInSeconds: number): Promise<string> {
    return new SignJWT({ name: claims.name, group: claims.group, tv: claims.tokenVersion })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(claims.name)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
      .sign(this.key);
  }

  /** Verifies signature, issuer, audience and expiry; tokens from before `tv` existed count as version 0. */
  async verify(token: string): Promise<{ name: string; tokenVersion: number }> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ["HS256"],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const name = typeof payload.name === "string" ? payload.name : payload.sub;
      if (typeof name !== "string" || name === "") throw new TokenError("jwt malformed");
      return { name, tokenVersion: typeof payload.tv === "number" ? payload.tv : 0 };
    } catch (error) {
      if (error instanceof TokenError) throw error;
      if (error instanceof errors.JWTExpired) throw new TokenError("jwt expired");
      throw new TokenError("invalid token");
    }
  }
}
