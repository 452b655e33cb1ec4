import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiLabelsProvider, enUiLabels } from '../lib/labels.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import { LanguageSwitch } from './language-switch.tsx';

const options = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
];

describe('LanguageSwitch', () => {
  it('marks the current language and reports a choice made by keyboard', async () => {
    const onValueChange = vi.fn();
    render(<LanguageSwitch options={options} value="zh" onValueChange={onValueChange} />);
    const trigger = screen.getByRole('button', { name: 'Language: 中文' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitemradio', { name: '中文' })).toBeChecked();
    expect(screen.getByRole('menuitemradio', { name: 'English' })).not.toBeChecked();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('en');
  });

  it('is controlled: the name follows the value through the languageCurrent template', async () => {
    function Controlled() {
      const [value, setValue] = useState('zh');
      return <LanguageSwitch options={options} value={value} onValueChange={setValue} showLabel />;
    }
    render(
      <UiLabelsProvider labels={{ ...enUiLabels, languageCurrent: '语言：{language}' }}>
        <Controlled />
      </UiLabelsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '语言：中文' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(screen.getByRole('button', { name: '语言：English' })).toHaveTextContent('English');
  });

  it('has no accessibility violations when open', async () => {
    render(<LanguageSwitch options={options} value="en" onValueChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button'));
    await screen.findByRole('menu');
    await expectNoAxeViolations(document.body);
  });
});
