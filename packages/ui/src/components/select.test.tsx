import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Select } from './select.tsx';

const options = [
  { value: 'zh', label: 'Chinese' },
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'French', disabled: true },
];

describe('Select', () => {
  it('shows the placeholder, opens by keyboard and picks an option', async () => {
    const onValueChange = vi.fn();
    render(
      <Select aria-label="Language" placeholder="Pick one" options={options} onValueChange={onValueChange} />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Language' });
    expect(trigger).toHaveTextContent('Pick one');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'French' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'English' }));
    expect(onValueChange).toHaveBeenCalledWith('en');
    expect(trigger).toHaveTextContent('English');
  });

  it('uses the labels provider placeholder by default', () => {
    render(<Select aria-label="Language" options={options} />);
    expect(screen.getByRole('combobox')).toHaveTextContent('Select…');
  });

  it('renders its options only once the focus or pointer comes, the trigger showing the chosen label', async () => {
    const rendered: string[] = [];
    function Label({ text }: { text: string }) {
      rendered.push(text);
      return text;
    }
    const counted = options.map((option) => ({ ...option, label: <Label text={option.label} /> }));
    const onValueChange = vi.fn();
    render(
      <Select aria-label="Language" options={counted} defaultValue="zh" onValueChange={onValueChange} />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Language' });
    expect(trigger).toHaveTextContent('Chinese');
    // Closed, Radix renders every option off-screen (then renders again from a layout effect).
    expect(new Set(rendered)).toEqual(new Set(['Chinese']));
    trigger.focus();
    await waitFor(() => expect(new Set(rendered)).toEqual(new Set(['Chinese', 'English', 'French'])));
    // Focused and closed, typing picks the option whose label starts with the letters.
    await userEvent.keyboard('e');
    expect(onValueChange).toHaveBeenCalledWith('en');
    expect(trigger).toHaveTextContent('English');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens on a press that no hover or focus came before', async () => {
    render(<Select aria-label="Language" options={options} />);
    const trigger = screen.getByRole('combobox', { name: 'Language' });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'English' })).toBeInTheDocument();
  });

  it('gives a native form its value under its name', () => {
    const { container } = render(
      <form>
        <Select aria-label="Language" name="language" options={options} defaultValue="en" />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('language')).toBe('en');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Select aria-label="Language" options={options} defaultValue="zh" />);
    await expectNoAxeViolations(container);
  });
});
