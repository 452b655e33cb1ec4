import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { FullscreenToggle } from './fullscreen-toggle.tsx';

function stubFullscreen(enabled: boolean) {
  let element: Element | null = null;
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => enabled });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
  // The toggle targets the whole page by default.
  const request = vi.fn(() => {
    element = document.documentElement;
    document.dispatchEvent(new Event('fullscreenchange'));
    return Promise.resolve();
  });
  const exit = vi.fn(() => {
    element = null;
    document.dispatchEvent(new Event('fullscreenchange'));
    return Promise.resolve();
  });
  Object.defineProperty(Element.prototype, 'requestFullscreen', { configurable: true, value: request });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
  return { request, exit };
}

describe('FullscreenToggle', () => {
  afterEach(() => {
    for (const key of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen'] as const) {
      delete (document as unknown as Record<string, unknown>)[key];
    }
    delete (Element.prototype as unknown as Record<string, unknown>).requestFullscreen;
  });

  it('reports missing support instead of doing anything', async () => {
    const onUnsupported = vi.fn();
    render(<FullscreenToggle onUnsupported={onUnsupported} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(onUnsupported).toHaveBeenCalledTimes(1);
  });

  it('reports missing support when the API exists but is disabled', async () => {
    const { request } = stubFullscreen(false);
    const onUnsupported = vi.fn();
    render(<FullscreenToggle onUnsupported={onUnsupported} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(onUnsupported).toHaveBeenCalledTimes(1);
    expect(request).not.toHaveBeenCalled();
  });

  it('enters and leaves fullscreen, relabelling the button', async () => {
    const { request, exit } = stubFullscreen(true);
    const onUnsupported = vi.fn();
    render(<FullscreenToggle onUnsupported={onUnsupported} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(request).toHaveBeenCalledTimes(1);
    const exitButton = screen.getByRole('button', { name: 'Exit fullscreen' });
    exitButton.focus();
    await userEvent.keyboard('{Enter}');
    expect(exit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Fullscreen' })).toBeInTheDocument();
    expect(onUnsupported).not.toHaveBeenCalled();
  });

  it('passes a refused request to onError', async () => {
    stubFullscreen(true);
    const refusal = new Error('not allowed');
    Object.defineProperty(Element.prototype, 'requestFullscreen', {
      configurable: true,
      value: () => Promise.reject(refusal),
    });
    const onError = vi.fn();
    render(<FullscreenToggle onUnsupported={vi.fn()} onError={onError} />);
    await userEvent.click(screen.getByRole('button'));
    await act(async () => {});
    expect(onError).toHaveBeenCalledWith(refusal);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<FullscreenToggle onUnsupported={vi.fn()} />);
    await expectNoAxeViolations(container);
  });
});
