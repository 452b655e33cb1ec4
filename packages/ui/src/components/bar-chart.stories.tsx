import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart } from './bar-chart.tsx';

const tenDays = [3, 5, 2, 8, 6, 4, 9, 7, 5, 6].map((value, i) => ({
  label: `11-${String(14 + i).padStart(2, '0')}`,
  value,
}));

const meta = {
  title: 'Composites/BarChart',
  component: BarChart,
  parameters: { layout: 'padded' },
  args: { data: tenDays, label: 'Visits in the last 10 days', valueLabel: 'Visits', height: 240 },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TenDays: Story = {};

export const Chinese: Story = { args: { label: '最近 10 天访问量', valueLabel: '访问量' } };

export const Empty: Story = { args: { data: tenDays.map((d) => ({ ...d, value: 0 })) } };

export const KeyboardValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: '11-14: 3' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('img', { name: '11-23: 6' })).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Visits: 6');
  },
};
