import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLabelsProvider, enUiLabels } from '../lib/labels.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import { PAGE_SIZES, Pagination } from './pagination.tsx';

describe('Pagination', () => {
  it('shows the total, marks the current page and collapses far pages', () => {
    render(<Pagination current={5} size={10} total={200} onChange={vi.fn()} />);
    expect(screen.getByText('Total 200')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    const numbers = screen.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);
    expect(numbers).toEqual(['1', '4', '5', '6', '20']);
  });

  it('offers page sizes 5, 10, 20, 30, 50 and goes back to page 1 on a size change', async () => {
    const onChange = vi.fn();
    render(<Pagination current={3} size={10} total={100} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(
      PAGE_SIZES.map((n) => `${n} / page`),
    );
    await userEvent.selectOptions(select, '50');
    expect(onChange).toHaveBeenCalledWith({ current: 1, size: 50 });
  });

  it('moves with previous / next and disables them at the ends', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pagination current={1} size={10} total={30} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith({ current: 2, size: 10 });
    rerender(<Pagination current={3} size={10} total={30} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith({ current: 2, size: 10 });
  });

  it('jumps to a typed page on Enter, clamped to the last page', async () => {
    const onChange = vi.fn();
    render(<Pagination current={1} size={10} total={95} onChange={onChange} />);
    const jump = screen.getByRole('spinbutton', { name: 'Go to page' });
    await userEvent.type(jump, '7{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ current: 7, size: 10 });
    await userEvent.type(jump, '99{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ current: 10, size: 10 });
    expect(jump).toHaveValue(null);
  });

  it('takes every label from the labels provider', () => {
    render(
      <UiLabelsProvider
        labels={{
          ...enUiLabels,
          total: '共 {total} 条',
          pageSize: '{n}条/页',
          nextPage: '下一页',
          pagination: '分页',
        }}
      >
        <Pagination current={1} size={20} total={42} onChange={vi.fn()} />
      </UiLabelsProvider>,
    );
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    expect(screen.getByText('共 42 条')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '20条/页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一页' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Pagination current={2} size={10} total={80} onChange={vi.fn()} />);
    await expectNoAxeViolations(container);
  });
});
