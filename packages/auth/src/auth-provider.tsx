import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { gatesFor, NO_PERMISSIONS, type PermissionGates } from './permission.ts';
import type { Session } from './session.ts';

type AuthContextValue = {
  session: Session;
  version: () => number;
  subscribe: (listener: () => void) => () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** Makes a session available to `useSession` and `usePermission`. */
export function AuthProvider({ session, children }: { session: Session; children: ReactNode }) {
  const value = useMemo<AuthContextValue>(() => {
    let version = 0;
    return {
      session,
      version: () => version,
      subscribe: (listener) =>
        session.subscribe(() => {
          version += 1;
          listener();
        }),
    };
  }, [session]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

function useAuthContext(): { session: Session; version: number } {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useSession and usePermission need an <AuthProvider>');
  const version = useSyncExternalStore(context.subscribe, context.version, context.version);
  return { session: context.session, version };
}

/** The session and whether someone is signed in; re-renders on sign-in, logout and permission changes. */
export function useSession(): { session: Session; signedIn: boolean } {
  const { session, version } = useAuthContext();
  // `version` changes whenever the session notifies, so the value is recomputed then.
  return useMemo(() => ({ session, signedIn: session.isSignedIn(), version }), [session, version]);
}

/** Permission gates of the signed-in user, compiled once per permission set. */
export function usePermission(): PermissionGates {
  const { session, version } = useAuthContext();
  return useMemo(() => {
    void version;
    return gatesFor(session.permissions() ?? NO_PERMISSIONS);
  }, [session, version]);
}
