import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiLabelsProvider, enUiLabels, useUiLabels, zhCnUiLabels } from './labels.tsx';
import * as kit from '../index.ts';

function Show() {
  const labels = useUiLabels();
  return (
    <p>
      {labels.close}|{labels.cancel}
    </p>
  );
}

describe('zhCnUiLabels', () => {
  it('is exported beside enUiLabels and translates every key, keeping the placeholders', () => {
    expect(kit.zhCnUiLabels).toBe(zhCnUiLabels);
    expect(Object.keys(zhCnUiLabels).sort()).toEqual(Object.keys(enUiLabels).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, english] of Object.entries(enUiLabels)) {
      const chinese = zhCnUiLabels[key as keyof typeof zhCnUiLabels];
      if (typeof english !== 'string') continue;
      expect(typeof chinese, key).toBe('string');
      expect(chinese, key).not.toBe('');
      expect(placeholders(chinese as string), key).toEqual(placeholders(english));
      if (!['datePlaceholder', 'dateTimePlaceholder', 'dateLocale'].includes(key)) {
        expect(chinese, `${key} is Chinese`).toMatch(/[\u4e00-\u9fff]/);
      }
    }
    expect(zhCnUiLabels).toMatchObject({ dateLocale: 'zh-CN', weekStartsOn: 1 });
  });
});

describe('UiLabelsProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives components the labels it is handed, the nearest provider winning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <UiLabelsProvider labels={{ ...enUiLabels, close: 'Close it' }}>
        <UiLabelsProvider labels={{ ...enUiLabels, close: '关闭', cancel: '取消' }}>
          <Show />
        </UiLabelsProvider>
      </UiLabelsProvider>,
    );
    expect(screen.getByText('关闭|取消')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it('requires every label (type level)', () => {
    // @ts-expect-error: a partial set would leave some labels in no language at all.
    const partial = <UiLabelsProvider labels={{ close: '关闭' }}>{null}</UiLabelsProvider>;
    expect(partial).toBeTruthy();
  });

  it('outside a provider falls back to English and warns once in development', async () => {
    vi.resetModules();
    const fresh = await import('./labels.tsx');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    function FreshShow() {
      return <p>{fresh.useUiLabels().close}</p>;
    }
    render(
      <>
        <FreshShow />
        <FreshShow />
      </>,
    );
    expect(screen.getAllByText(enUiLabels.close)).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/outside <UiLabelsProvider>/);
  });
});
