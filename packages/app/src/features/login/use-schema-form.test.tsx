import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminLoginFormSchema } from './login-schema.ts';
import { useSchemaForm } from './use-schema-form.ts';

const FIELDS = ['tenant', 'account', 'password', 'code'] as const;

type Schema = typeof adminLoginFormSchema;

/** The form; `load` gives the schema (at once unless a test makes it arrive later). */
function Form({
  onValid,
  load = async () => adminLoginFormSchema,
}: {
  onValid: (values: unknown) => Promise<void>;
  load?: () => Promise<Schema>;
}) {
  const { register, handleSubmit, formState, setValue } = useSchemaForm(load, FIELDS, {
    tenant: '1111',
    account: '',
    password: '',
    code: '',
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      {FIELDS.map((name) => (
        <label key={name}>
          {name}
          <input {...register(name)} />
          <output data-testid={`${name}-error`}>{formState.errors[name] ?? ''}</output>
        </label>
      ))}
      <button type="submit">{formState.isSubmitting ? 'sending' : 'go'}</button>
      <button type="button" onClick={() => setValue('code', '')}>
        clear code
      </button>
    </form>
  );
}

const error = (name: string) => screen.getByTestId(`${name}-error`).textContent;

describe('useSchemaForm: the sign-in form checked by the contract schema', () => {
  it('checks on submit only, focuses the first invalid field, then checks again on every change', async () => {
    const onValid = vi.fn(async () => undefined);
    render(<Form onValid={onValid} />);
    expect(screen.getByLabelText('tenant')).toHaveValue('1111');
    fireEvent.change(screen.getByLabelText('account'), { target: { value: 'a' } });
    expect(error('account')).toBe('');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'go' })));
    expect(onValid).not.toHaveBeenCalled();
    // The message is the contract's validation code (translated where it is shown).
    expect(error('tenant')).toBe('');
    expect(error('password')).not.toBe('');
    expect(error('code')).not.toBe('');
    expect(screen.getByLabelText('password')).toHaveFocus();

    fireEvent.change(screen.getByLabelText('password'), { target: { value: 'secret' } });
    expect(error('password')).toBe('');
  });

  it('hands the parsed values over and reports the submission while it runs', async () => {
    let finish!: () => void;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Form onValid={onValid} />);
    for (const [name, value] of [
      ['account', 'admin'],
      ['password', 'secret'],
      ['code', '1234'],
    ]) {
      fireEvent.change(screen.getByLabelText(name!), { target: { value } });
    }
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'go' })));
    expect(onValid).toHaveBeenCalledWith({
      tenant: '1111',
      account: 'admin',
      password: 'secret',
      code: '1234',
    });
    expect(screen.getByRole('button', { name: 'sending' })).toBeInTheDocument();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'go' })).toBeInTheDocument();
  });

  it('sets a value without checking it, as react-hook-form does', async () => {
    render(<Form onValid={async () => undefined} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'go' })));
    fireEvent.change(screen.getByLabelText('code'), { target: { value: '1234' } });
    expect(error('code')).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'clear code' }));
    expect(screen.getByLabelText('code')).toHaveValue('');
    expect(error('code')).toBe('');
  });

  it('takes input before the schema has arrived; a submit waits for it, then checks', async () => {
    let arrive!: (schema: Schema) => void;
    const arrived = new Promise<Schema>((resolve) => (arrive = resolve));
    const onValid = vi.fn(async () => undefined);
    render(<Form onValid={onValid} load={() => arrived} />);
    fireEvent.change(screen.getByLabelText('account'), { target: { value: 'admin' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'go' })));
    expect(error('password')).toBe('');
    await act(async () => arrive(adminLoginFormSchema));
    expect(onValid).not.toHaveBeenCalled();
    expect(error('password')).not.toBe('');
    expect(screen.getByLabelText('account')).toHaveValue('admin');
    expect(screen.getByLabelText('password')).toHaveFocus();
  });
});
