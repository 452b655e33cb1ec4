import { describe, expect, it } from 'vitest';
import { userCreateSchema, userPasswordSchema } from '../authority/user.ts';
import { msgCreateSchema } from '../msg/msg.ts';
import { loginParamsSchema } from '../oauth/login.ts';
import { formatDateTime, idSchema, parseDateTime } from './formats.ts';
import { pageParamsSchema } from './paging.ts';
import { boolish } from './schema-helpers.ts';
import { userQuerySchema } from '../authority/user.ts';
import { isExternalLink, parseValidationMessage, PHONE_PATTERN, VALIDATION_CODES } from './validation.ts';

const codes = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}=${i.message}`);

describe('validation codes', () => {
  it('lists every code once', () => {
    expect(new Set(VALIDATION_CODES).size).toBe(VALIDATION_CODES.length);
    expect(VALIDATION_CODES).toContain('password_mismatch');
  });

  it('parses a code with arguments and falls back to invalid', () => {
    expect(parseValidationMessage('length:2:10')).toEqual({ code: 'length', args: ['2', '10'] });
    expect(parseValidationMessage('Invalid input: expected string')).toEqual({ code: 'invalid', args: [] });
  });

  it('follows the phone pattern of the spec', () => {
    for (const ok of ['13812345678', '013812345678', '19912345678', '14700000000'])
      expect(PHONE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['12812345678', '1381234567', '138123456789', '16612345678', 'abc'])
      expect(PHONE_PATTERN.test(bad)).toBe(false);
  });

  it('recognises external links', () => {
    expect(isExternalLink('https://x.cn')).toBe(true);
    expect(isExternalLink('mailto:a@b.c')).toBe(true);
    expect(isExternalLink('tel:123')).toBe(true);
    expect(isExternalLink('/course/index')).toBe(false);
  });

  it('reports user rules as codes, not English', () => {
    const r = userCreateSchema.safeParse({
      account: 'a!',
      name: '',
      email: 'x',
      mobile: '123',
      password: '12',
    });
    expect(codes(r)).toEqual(
      expect.arrayContaining([
        'account=length:3:20',
        'account=identifier',
        'name=required',
        'email=email',
        'mobile=phone',
        'password=length:6:20',
      ]),
    );
    expect(
      userCreateSchema.safeParse({ account: 'teacher_1', name: '老师', email: '', mobile: '' }).success,
    ).toBe(true);
  });

  it('reads booleans as true/false in any case, 1/0 and 是/否', () => {
    for (const v of [true, 'true', 'TRUE', 'True', '1', '是', ' 是 '])
      expect(boolish.parse(v), String(v)).toBe(true);
    for (const v of [false, 'false', 'FALSE', '0', '否']) expect(boolish.parse(v), String(v)).toBe(false);
    for (const v of ['yes', '', 2, null])
      expect(codes(boolish.safeParse(v)), String(v)).toEqual(['=invalid']);
  });

  it('takes the spec names oldPassword, newPassword, confirmPassword for a password change', () => {
    const ok = userPasswordSchema.parse({
      oldPassword: 'a',
      newPassword: 'abcdef',
      confirmPassword: 'abcdef',
    });
    expect(ok).toEqual({ oldPassword: 'a', newPassword: 'abcdef', confirmPassword: 'abcdef' });
    expect(codes(userPasswordSchema.safeParse({ oldPassword: 'a', confirmPassword: 'x' }))).toContain(
      'newPassword=required',
    );
    expect(
      codes(userPasswordSchema.safeParse({ oldPassword: 'a', newPassword: 'abc', confirmPassword: 'abc' })),
    ).toEqual(['newPassword=length:6:20']);
  });

  it('requires matching new passwords', () => {
    const r = userPasswordSchema.safeParse({
      oldPassword: 'a',
      newPassword: 'abcdef',
      confirmPassword: 'abcdeg',
    });
    expect(codes(r)).toEqual(['confirmPassword=password_mismatch']);
  });

  it('checks each login grant type', () => {
    expect(loginParamsSchema.safeParse({ grantType: 'refresh_token', refreshToken: 'x' }).success).toBe(true);
    expect(
      codes(
        loginParamsSchema.safeParse({ grantType: 'captcha', account: '', password: 'p', key: 'k', code: '' }),
      ),
    ).toEqual(['account=required', 'code=required']);
  });

  it('requires a message type, a title and content', () => {
    expect(codes(msgCreateSchema.safeParse({ title: '', content: '' }))).toEqual([
      'msgType=required',
      'title=required',
      'content=required',
    ]);
  });

  it('fills paging defaults', () => {
    expect(pageParamsSchema(userQuerySchema).parse({})).toMatchObject({
      model: {},
      size: 10,
      current: 1,
      sort: 'id',
      order: 'descending',
    });
  });

  it('keeps 64-bit ids as strings', () => {
    expect(idSchema.parse('9223372036854775807')).toBe('9223372036854775807');
    expect(idSchema.parse(12)).toBe('12');
    expect(idSchema.safeParse('12a').success).toBe(false);
    expect(codes(idSchema.safeParse('9223372036854775808'))).toEqual(['=invalid']);
    expect(codes(idSchema.safeParse('9999999999999999999'))).toEqual(['=invalid']);
    expect(idSchema.safeParse('0999999999999999999').success).toBe(true);
  });

  it('formats and parses the wire date-time', () => {
    const d = new Date(2026, 0, 2, 3, 4, 5);
    expect(formatDateTime(d)).toBe('2026-01-02 03:04:05');
    expect(parseDateTime('2026-01-02 03:04:05')?.getTime()).toBe(d.getTime());
    expect(parseDateTime('nope')).toBeUndefined();
  });
});
