import { createHash, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ErrorCode } from '@pocket/contract';

/** Access tokens live 2 hours, refresh tokens 8 hours. */
export const ACCESS_TTL_SECONDS = 2 * 60 * 60;
export const REFRESH_TTL_SECONDS = 8 * 60 * 60;

/** argon2id hash of a password (the library's default algorithm is argon2id). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Verifies a password against its argon2 hash; false on any malformed hash. */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** SHA-256 hex, for secrets that are long and random (refresh tokens, client secrets). */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A random URL-safe token. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export type AccessClaims = { sub: string; tc: string; sid: string; acc: string };

/** Signs an access token for a session. */
export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ tc: claims.tc, sid: claims.sid, acc: claims.acc })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .setJti(randomToken(9))
    .sign(secret);
}

/** The secret as a key object, made once per secret: jose would import raw bytes on every call. */
const keys = new WeakMap<Uint8Array, KeyObject>();
function keyOf(secret: Uint8Array): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(secret);
    keys.set(secret, key);
  }
  return key;
}

export type TokenCheck = { ok: true; claims: AccessClaims } | { ok: false; code: number };

/**
 * Tokens whose signature and claims were verified under a key, with their expiry (seconds): a
 * signature's check is a pure function of the token and the key, so a token seen again skips it
 * (the HMAC through WebCrypto was about 8 % of the server's CPU for a request). The expiry is
 * checked on every use, as jose checks it; a token past it goes through jose again for its
 * answer. Kept per key object, so a new secret starts empty; bounded, oldest dropped first.
 */
const verified = new WeakMap<KeyObject, Map<string, { claims: AccessClaims; exp: number }>>();
const VERIFIED_MAX = 10_000;

function verifiedOf(key: KeyObject) {
  let map = verified.get(key);
  if (!map) verified.set(key, (map = new Map()));
  return map;
}

/** Verifies an access token: 40001 expired, 40002 bad signature, 40005 unparsable. */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  options: { acceptExpired?: boolean } = {},
): Promise<TokenCheck> {
  const key = keyOf(secret);
  const known = verifiedOf(key).get(token);
  // jose: expired when `exp <= now` (whole seconds); both callers take an unexpired token.
  if (known && known.exp > Math.floor(Date.now() / 1000)) return { ok: true, claims: { ...known.claims } };
  try {
    // Logout accepts a token that expired within the session's lifetime: it still names a
    // session worth closing, and its signature is checked all the same.
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      ...(options.acceptExpired ? { clockTolerance: REFRESH_TTL_SECONDS } : {}),
    });
    const { sub, tc, sid, acc } = payload as Record<string, unknown>;
    if (
      typeof sub !== 'string' ||
      typeof tc !== 'string' ||
      typeof sid !== 'string' ||
      typeof acc !== 'string'
    ) {
      return { ok: false, code: ErrorCode.TOKEN_UNPARSABLE };
    }
    const claims = { sub, tc, sid, acc };
    // Only a token without `nbf` (ours never carry one): its validity then changes only at `exp`.
    if (typeof payload.exp === 'number' && payload.nbf === undefined) {
      const map = verifiedOf(key);
      if (map.size >= VERIFIED_MAX) map.delete(map.keys().next().value as string);
      map.set(token, { claims: { ...claims }, exp: payload.exp });
    }
    return { ok: true, claims };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, code: ErrorCode.TOKEN_EXPIRED };
    if (error instanceof joseErrors.JWSSignatureVerificationFailed)
      return { ok: false, code: ErrorCode.TOKEN_SIGNATURE };
    return { ok: false, code: ErrorCode.TOKEN_UNPARSABLE };
  }
}

/** The token of a `token: Bearer …` header (the prefix is optional). */
export function bearer(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? undefined : token;
}

/** Decodes the base64 `tenant` header into a tenant code; undefined when malformed. */
export function decodeTenant(header: string | undefined | null): string | undefined {
  if (!header) return undefined;
  const code = Buffer.from(header.trim(), 'base64').toString('utf8');
  return /^[A-Za-z0-9_]{1,20}$/.test(code) ? code : undefined;
}

/** Parses `Authorization: Basic base64(clientId:secret)`. */
export function parseBasic(
  header: string | undefined | null,
): { clientId: string; secret: string } | undefined {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? '');
  if (!m?.[1]) return undefined;
  const text = Buffer.from(m[1], 'base64').toString('utf8');
  const i = text.indexOf(':');
  if (i <= 0) return undefined;
  return { clientId: text.slice(0, i), secret: text.slice(i + 1) };
}
