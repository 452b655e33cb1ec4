import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { SignInLanguageSwitch } from './sign-in-language-switch.tsx';

/** The centred card every sign-in page uses. */
export function LoginFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <main className="relative flex min-h-svh items-center justify-center bg-muted/60 p-4">
      <div className="absolute top-3 right-3">
        <SignInLanguageSwitch />
      </div>
      <div className="grid w-full max-w-sm gap-4 rounded-lg border border-border bg-surface p-6 shadow-sm">
        <header className="grid gap-1 text-center">
          <p className="text-sm font-medium text-primary-text">
            <Trans>Pocket Course</Trans>
          </p>
          <h1 className="text-xl font-semibold">{title}</h1>
        </header>
        {children}
      </div>
    </main>
  );
}
