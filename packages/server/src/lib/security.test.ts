import { ErrorCode } from '@pocket/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './security.ts';

const secret = new Uint8Array(32).fill(7);
const claims = { sub: '1', tc: '1111', sid: '2', acc: 'admin' };

describe('verifyAccessToken on a token it verified before', () => {
  afterEach(() => vi.useRealTimers());

  it('answers 40001 once the token expired, and still accepts it for sign-out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const token = await signAccessToken(secret, claims, new Date('2026-01-01T00:10:00Z'));
    expect(await verifyAccessToken(secret, token)).toEqual({ ok: true, claims });
    expect(await verifyAccessToken(secret, token)).toEqual({ ok: true, claims });
    vi.setSystemTime(new Date('2026-01-01T00:10:00Z'));
    expect(await verifyAccessToken(secret, token)).toEqual({ ok: false, code: ErrorCode.TOKEN_EXPIRED });
    expect(await verifyAccessToken(secret, token, { acceptExpired: true })).toEqual({ ok: true, claims });
  });

  it('refuses it under another secret, and a tampered copy under the same one', async () => {
    const token = await signAccessToken(secret, claims, new Date(Date.now() + 60_000));
    expect((await verifyAccessToken(secret, token)).ok).toBe(true);
    const other = new Uint8Array(32).fill(8);
    expect(await verifyAccessToken(other, token)).toEqual({ ok: false, code: ErrorCode.TOKEN_SIGNATURE });
    const tampered = `${token.slice(0, -4)}AAAA`;
    expect(await verifyAccessToken(secret, tampered)).toEqual({ ok: false, code: ErrorCode.TOKEN_SIGNATURE });
  });

  it('hands out claims a caller cannot change for the next one', async () => {
    const token = await signAccessToken(secret, claims, new Date(Date.now() + 60_000));
    await verifyAccessToken(secret, token);
    const first = await verifyAccessToken(secret, token);
    if (first.ok) first.claims.tc = '0000';
    expect(await verifyAccessToken(secret, token)).toEqual({ ok: true, claims });
  });
});
