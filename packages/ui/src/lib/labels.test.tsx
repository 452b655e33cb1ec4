import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiLabelsProvider, enUiLabels, useUiLabels } from './labels.tsx';

function Show() {
  const labels = useUiLabels();
  return (
    <p>
      {labels.close}|{labels.cancel}
    </p>
  );
}

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
