import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useClickGuard, usePermission, useSession } from './react.ts';
import { createTokenRefresher } from './refresh.ts';
import { createSession, type SessionApi } from './session.ts';
import { createAuthStorage, memoryStorage } from './storage.ts';
import { loginResult, permissionSet } from './test/fixtures.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function makeSession() {
  const storage = createAuthStorage(memoryStorage());
  const api: SessionApi = {
    router: async () => [],
    visibleResources: async () => permissionSet,
    logout: async () => true,
  };
  const refresher = createTokenRefresher({
    storage,
    refresh: async () => loginResult(),
    onFailure: () => undefined,
  });
  const effects = { toLogin: vi.fn(), reload: vi.fn(), confirm: async () => true };
  return { storage, session: createSession({ storage, api, refresher, effects, clientId: 'pocket_web' }) };
}

function Toolbar() {
  const { signedIn } = useSession();
  const can = usePermission();
  return (
    <div>
      <span>{signedIn ? 'signed in' : 'anonymous'}</span>
      {can.hasAllPermissions('authority:user:view') && <button>View users</button>}
      {can.hasAnyPermission(['authority:user:delete']) && <button>Delete users</button>}
    </div>
  );
}

describe('React bindings', () => {
  it('re-render on sign-in, permission load and logout', async () => {
    const { session } = makeSession();
    render(
      <AuthProvider session={session}>
        <Toolbar />
      </AuthProvider>,
    );
    expect(screen.getByText('anonymous')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View users' })).toBeNull();
    act(() => session.signIn(loginResult(), '0001'));
    expect(screen.getByText('signed in')).toBeTruthy();
    await act(() => session.loadPermissions());
    expect(screen.getByRole('button', { name: 'View users' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete users' })).toBeNull();
    await act(() => session.logout());
    expect(screen.getByText('anonymous')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View users' })).toBeNull();
  });

  it('the hooks need a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Toolbar />)).toThrow(/AuthProvider/);
  });

  it('useClickGuard disables the button for 2000 ms after a click', () => {
    vi.useFakeTimers();
    const save = vi.fn();
    function Save() {
      const [onClick, disabled] = useClickGuard(save);
      return (
        <button onClick={onClick} disabled={disabled}>
          Save
        </button>
      );
    }
    render(<Save />);
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    expect(save).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(2000));
    expect(button.disabled).toBe(false);
  });
});
