import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { BarChart, niceTicks } from './bar-chart.tsx';

const data = [
  { label: '11-01', value: 3 },
  { label: '11-02', value: 12 },
  { label: '11-03', value: 7 },
];

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten up to at least the maximum', () => {
    expect(niceTicks(12)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(8)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(950)).toEqual([0, 500, 1000]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe('BarChart', () => {
  it('draws one named bar per datum, heights in proportion, within a labelled group', () => {
    render(<BarChart data={data} label="Visits" valueLabel="Visits" />);
    expect(screen.getByRole('group', { name: 'Visits' })).toBeInTheDocument();
    const bars = screen.getAllByRole('img');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['11-01: 3', '11-02: 12', '11-03: 7']);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(heights[1]! / heights[0]!).toBeCloseTo(4, 5);
    expect(heights[2]! / heights[0]!).toBeCloseTo(7 / 3, 5);
  });

  it('shows the value of the bar under the pointer', () => {
    render(<BarChart data={data} label="Visits" valueLabel="Visits" />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('img', { name: '11-02: 12' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('11-02Visits: 12');
    fireEvent.pointerLeave(screen.getByRole('group').parentElement!);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('is one tab stop; arrows, Home and End move between bars and show their values', async () => {
    const user = userEvent.setup();
    render(<BarChart data={data} label="Visits" valueLabel="Visits" formatValue={(v) => `${v} times`} />);
    await user.tab();
    expect(screen.getByRole('img', { name: '11-01: 3 times' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Visits: 3 times');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: '11-02: 12 times' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('img', { name: '11-03: 7 times' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: '11-03: 7 times' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('img', { name: '11-01: 3 times' })).toHaveFocus();
    expect(screen.getAllByRole('img').filter((bar) => bar.getAttribute('tabindex') === '0')).toHaveLength(1);
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<BarChart data={data} labelledBy="title" valueLabel="Visits" />);
    await expectNoAxeViolations(container);
  });
});
