import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLabelsProvider, enUiLabels } from '../lib/labels.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Tag, tagVariants } from './tag.tsx';

describe('Tag', () => {
  it('applies the colour variant', () => {
    render(<Tag variant="warning">Warning</Tag>);
    expect(screen.getByText('Warning').className).toContain('text-warning');
    expect(tagVariants({ variant: 'danger' })).toContain('text-danger');
    expect(tagVariants()).toContain('bg-muted');
  });

  it('closes through a labelled button', async () => {
    const onClose = vi.fn();
    render(
      <UiLabelsProvider labels={{ ...enUiLabels, close: 'Remove' }}>
        <Tag closable onClose={onClose}>
          Notify
        </Tag>
      </UiLabelsProvider>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <>
        {(['default', 'primary', 'success', 'warning', 'danger', 'info'] as const).map((v) => (
          <Tag key={v} variant={v} closable>
            {v}
          </Tag>
        ))}
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
