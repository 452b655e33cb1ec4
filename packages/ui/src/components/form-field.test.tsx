import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';
import { Select } from './select.tsx';

describe('FormField', () => {
  it('labels the control and links description and error', () => {
    render(
      <FormField id="email" label="Email" description="We never share it" error="Email is invalid" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('We never share it Email is invalid');
  });

  it('leaves the control valid without an error', () => {
    render(
      <FormField label="Name">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('hands the wiring to a render function and to a Select', () => {
    render(
      <>
        <FormField label="City" error="Can't be empty">
          {(control) => <input {...control} />}
        </FormField>
        <FormField label="Language" error="Can't be empty">
          <Select options={[{ value: 'zh', label: '中文' }]} />
        </FormField>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription("Can't be empty");
    const combo = screen.getByRole('combobox', { name: /Language/ });
    expect(combo).toHaveAttribute('aria-invalid', 'true');
    expect(combo).toHaveAccessibleDescription("Can't be empty");
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <FormField label="Email" description="Work address" error="Email is invalid">
        <Input />
      </FormField>,
    );
    await expectNoAxeViolations(container);
  });
});
