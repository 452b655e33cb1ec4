import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './button.tsx';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';
import { Select } from './select.tsx';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Primitives/FormField',
  component: FormField,
  args: { label: 'Email', description: 'Used for password resets', children: <Input /> },
  argTypes: {
    layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    error: { control: 'text' },
    children: { control: false },
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Email is invalid', required: true } };
export const Horizontal: Story = { args: { layout: 'horizontal' } };
export const WithSelect: Story = {
  args: {
    label: 'Language',
    description: undefined,
    children: (
      <Select
        options={[
          { value: 'zh', label: '中文' },
          { value: 'en', label: 'English' },
        ]}
      />
    ),
  },
};

function ValidatingForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        setError(name.trim() ? undefined : "Can't be empty");
      }}
    >
      <FormField label="Course name" error={error} required>
        <Input value={name} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <FormField label="Summary" description="Shown on the website">
        <Textarea />
      </FormField>
      <Button type="submit" clickGuardMs={0} className="justify-self-start">
        Save
      </Button>
    </form>
  );
}

export const Validation: Story = {
  render: () => <ValidatingForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const input = canvas.getByRole('textbox', { name: /Course name/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription("Can't be empty");
    await userEvent.type(input, 'Algebra');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
