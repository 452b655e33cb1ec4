import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, fail, ok } from './envelope.ts';
import { ErrorCode, RELOGIN_CODES } from './errors.ts';

describe('R<T> envelope', () => {
  const schema = envelopeSchema(z.object({ status: z.string() }));

  it('wraps data in a success envelope that the schema accepts', () => {
    const r = ok({ status: 'UP' });
    expect(r).toMatchObject({ code: 0, msg: 'ok', isSuccess: true, data: { status: 'UP' } });
    expect(schema.parse(r).data?.status).toBe('UP');
  });

  it('builds failures with null data and isSuccess false', () => {
    const r = fail(ErrorCode.OPERATION_FAILED, 'Readonly Data, Inoperable');
    expect(r).toMatchObject({ code: -10, data: null, isSuccess: false });
    expect(schema.safeParse(r).success).toBe(true);
  });

  it('rejects an envelope whose data has the wrong shape', () => {
    expect(schema.safeParse({ ...ok({ status: 1 }) }).success).toBe(false);
  });

  it('lists exactly the relogin codes of the spec', () => {
    expect(RELOGIN_CODES).toEqual([40000, 40001, 40002, 40003, 40005, 40006, 40008, 40009]);
    expect(RELOGIN_CODES).not.toContain(ErrorCode.USER_DISABLED);
  });
});
