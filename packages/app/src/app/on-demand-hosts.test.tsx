import { render, screen } from '@testing-library/react';
import { StrictMode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from './alerts.ts';
import { NativeAlerts, onDemandHost } from './app.tsx';

afterEach(() => vi.restoreAllMocks());

describe('hosts loaded on demand', () => {
  it('renders the host once its code has loaded', async () => {
    const Host = onDemandHost(
      async () => ({ default: () => <p>host</p> }),
      () => <p>fallback</p>,
    );
    render(
      <Suspense fallback={null}>
        <Host />
      </Suspense>,
    );
    expect(await screen.findByText('host')).toBeInTheDocument();
  });

  it('renders the fallback when the code cannot load (offline), instead of failing the page', async () => {
    const Host = onDemandHost(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      () => <p>fallback</p>,
    );
    render(
      <Suspense fallback={null}>
        <Host />
      </Suspense>,
    );
    expect(await screen.findByText('fallback')).toBeInTheDocument();
  });

  it('without the dialog, shows each waiting alert in the browser’s alert, in order, and resolves it', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const first = showAlert('Your session has expired');
    const second = showAlert('Sign in again');
    // StrictMode runs the effect twice: each alert still shows once.
    render(
      <StrictMode>
        <NativeAlerts />
      </StrictMode>,
    );
    await first;
    await second;
    expect(alert.mock.calls).toEqual([['Your session has expired'], ['Sign in again']]);
  });
});
