import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiLabelsProvider, defaultUiLabels, useUiLabels } from './labels.tsx';

function Show() {
  const labels = useUiLabels();
  return (
    <p>
      {labels.close}|{labels.cancel}
    </p>
  );
}

describe('UiLabelsProvider', () => {
  it('falls back to English and merges nested providers', () => {
    render(
      <>
        <Show />
        <UiLabelsProvider labels={{ close: '关闭' }}>
          <UiLabelsProvider labels={{ cancel: '取消' }}>
            <Show />
          </UiLabelsProvider>
        </UiLabelsProvider>
      </>,
    );
    expect(screen.getByText(`${defaultUiLabels.close}|${defaultUiLabels.cancel}`)).toBeInTheDocument();
    expect(screen.getByText('关闭|取消')).toBeInTheDocument();
  });
});
