import { describe, expect, it } from 'vitest';
import { tenantCreateSchema, tenantUpdateSchema, ValidationCode, type Tenant } from '@pocket/contract';
import { formResolver } from '../../components/resource/resource-form-dialog.tsx';
import { emptyForm, type FormValues } from '../../components/resource/screen-def.ts';
import { tenantBody, tenantScreen } from './tenant.screen.tsx';

const fields = tenantScreen.form!.fields;
const empty = emptyForm(fields);
const run = (editing: boolean, values: FormValues) =>
  formResolver(fields, editing ? tenantUpdateSchema : tenantCreateSchema, (v) =>
    editing ? { id: '7', ...tenantBody(v, true) } : tenantBody(v, false),
  )(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the tenant form', () => {
  it('starts with the server defaults and leaves numbers left empty out', () => {
    const body = tenantBody({ ...empty, code: ' school1 ', name: 'School', passwordExpire: '' }, false);
    expect(body).toMatchObject({
      code: 'school1',
      name: 'School',
      status: 'NORMAL',
      passwordErrorNum: '5',
      passwordErrorLockTime: '30',
      isMultipleLogin: true,
      allowRegister: true,
    });
    expect(body.passwordExpire).toBeUndefined();
    expect(tenantCreateSchema.safeParse(body).success).toBe(true);
  });

  it('does not send the code once created', () => {
    expect(tenantBody({ ...empty, code: 'school1', name: 'School' }, true)).not.toHaveProperty('code');
  });

  it('reports every broken rule with the contract codes', async () => {
    const result = await run(false, {
      ...empty,
      code: 'a-b',
      name: '',
      passwordErrorNum: '-1',
      passwordErrorLockTime: '0',
      passwordExpire: 'soon',
    });
    expect(result.errors.code?.message).toBe('length:4:10');
    expect(result.errors.name?.message).toBe(ValidationCode.required);
    expect(result.errors.passwordErrorNum?.message).toBe(ValidationCode.invalid);
    expect(result.errors.passwordErrorLockTime?.message).toBe(ValidationCode.intPositive);
    expect(result.errors.passwordExpire?.message).toBe(ValidationCode.invalid);
  });

  it('asks for a code when creating, and passes an edit without one', async () => {
    const values = { ...empty, name: 'School' };
    expect((await run(false, values)).errors.code?.message).toBe(ValidationCode.required);
    const edited = { ...values, code: 'school1' };
    expect(await run(true, edited)).toEqual({ values: edited, errors: {} });
  });
});

describe('the tenant rows', () => {
  const tenant = (code: string, readonly: boolean) => ({ code, readonly }) as Tenant;
  it('keep the platform tenant and the built-in ones from change and deletion', () => {
    const locked = tenantScreen.locked!;
    expect(locked(tenant('0000', false))).toBe(true);
    expect(locked(tenant('school', true))).toBe(true);
    expect(locked(tenant('school', false))).toBe(false);
  });
});
