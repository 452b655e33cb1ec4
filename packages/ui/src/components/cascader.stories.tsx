import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Cascader } from './cascader.tsx';
import { placeChildren, searchPlaces } from './cascader.fixtures.ts';

const meta = {
  title: 'Composites/Cascader',
  component: Cascader,
  args: {
    'aria-label': 'Area',
    value: [],
    onValueChange: fn(),
    loadChildren: placeChildren,
    search: searchPlaces,
    searchDelay: 0,
    className: 'w-80',
  },
} satisfies Meta<typeof Cascader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { value: ['440000', '440100', '440106'] } };
export const WithValueLabels: Story = {
  args: { value: ['330000', '330100', '330106'], valueLabels: ['Zhejiang', 'Hangzhou', 'Xihu'] },
};
export const Disabled: Story = { args: { disabled: true, value: ['440000', '440300', '440305'] } };

export const OpenOnValue: Story = {
  args: { value: ['440000', '440100', '440106'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Area' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('option', { name: 'Tianhe' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

function Controlled(args: Story['args']) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <Cascader
      {...(args as Parameters<typeof Cascader>[0])}
      value={value}
      onValueChange={(next, path) => {
        setValue(next);
        args?.onValueChange?.(next, path);
      }}
    />
  );
}

export const PickByKeyboard: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Area' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('option', { name: 'Guangdong' });
    // Into the first column, open Guangdong, then Guangzhou, then choose its second district.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('option', { name: 'Guangdong' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(body.getByRole('option', { name: 'Guangzhou' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('option', { name: 'Tianhe' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(
      ['440000', '440100', '440104'],
      expect.arrayContaining([expect.objectContaining({ label: 'Yuexiu' })]),
    );
    await expect(trigger).toHaveTextContent('Guangdong / Guangzhou / Yuexiu');
  },
};

export const SearchByTyping: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Area' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(body.getByRole('searchbox', { name: 'Search' }), 'nan');
    await userEvent.click(await body.findByRole('option', { name: 'Guangdong / Shenzhen / Nanshan' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(['440000', '440300', '440305'], expect.any(Array));
  },
};

export const SearchOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Area' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(body.getByRole('searchbox', { name: 'Search' }), 'h');
    await body.findByRole('option', { name: 'Guangdong / Guangzhou / Haizhu' });
  },
};
