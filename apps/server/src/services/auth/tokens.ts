import { randomUUID, webcrypto } from "node:crypto";
import { CLIENT_KINDS, type ClientKind } from "@rosterly/contract";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";

export const ACCESS_TTL_SECONDS = 5 * 60;
export const REFRESH_TTL_SECONDS = 24 * 60 * 60;

export type TokenType = "access" | "refresh";

/** The sign-in a token belongs to: which client, and the device id that sign-in recorded (Y-003). */
export interface Device {
  client: ClientKind;
  id: string;
}

export interface TokenClaims {
  userId: number;
  type: TokenType;
  /** The user's token version when issued; raising it revokes older tokens. */
  version: number;
  device: Device;
  expiresAt: number;
}

const isClientKind = (value: unknown): value is ClientKind =>
  typeof value === "string" && (CLIENT_KINDS as readonly string[]).includes(value);

/** Signs and checks the access/refresh JWT pair (HS256). */
export class TokenService {
  /**
   * Imported once: given raw bytes, jose imports a key on every call, which was most of the cost of
   * checking a token (and a token is checked on every request).
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = webcrypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
  }

  async issuePair(
    userId: number,
    version: number,
    device: Device,
  ): Promise<{ access: string; refresh: string }> {
    return {
      access: await this.sign(userId, version, device, "access"),
      refresh: await this.sign(userId, version, device, "refresh"),
    };
  }

  async sign(userId: number, version: number, device: Device, type: TokenType): Promise<string> {
    const now = Math.floor(this.clock().getTime() / 1000);
    const ttl = type === "access" ? ACCESS_TTL_SECONDS : REFRESH_TTL_SECONDS;
    return new SignJWT({ typ: type, ver: version, cli: device.client, dev: device.id })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
      .sign(await this.key);
  }

  /** Verifies signature, expiry and type; a token that is not a JWT at all is `malformed_token`. */
  async verify(token: string, type: TokenType): Promise<TokenClaims> {
    if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) throw Errors.malformedToken();
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ["HS256"],
        currentDate: this.clock(),
      });
      const userId = Number(payload.sub);
      if (
        payload.typ !== type ||
        !Number.isInteger(userId) ||
        typeof payload.ver !== "number" ||
        !isClientKind(payload.cli) ||
        typeof payload.dev !== "string" ||
        !payload.exp
      ) {
        throw Errors.tokenNotValid();
      }
      return {
        userId,
        type,
        version: payload.ver,
        device: { client: payload.cli, id: payload.dev },
        expiresAt: payload.exp,
      };
    } catch (error) {
      if (error instanceof joseErrors.JWSInvalid || error instanceof joseErrors.JWTInvalid)
        throw Errors.malformedToken();
      if (error instanceof joseErrors.JOSEError) throw Errors.tokenNotValid();
      throw error;
    }
  }
}
