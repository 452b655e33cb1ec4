import { Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { LoadingState } from '@pocket/ui';
import { lazyScreen } from './registry.ts';

/** The screen a server route names, or a visible notice when this build does not have it. */
export function RegistryScreen({ component }: { component: string }) {
  const Screen = lazyScreen(component);
  if (!Screen) return <ScreenNotInstalled component={component} />;
  return (
    <Suspense fallback={<LoadingState />}>
      <Screen />
    </Suspense>
  );
}

/** Shown for a route whose component is not in the screen registry. */
export function ScreenNotInstalled({ component }: { component: string }) {
  return (
    <section
      data-testid="screen-not-installed"
      className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-md border border-dashed border-border p-10 text-center"
    >
      <h1 className="text-lg font-semibold">
        <Trans>This page is not installed</Trans>
      </h1>
      <p className="text-sm text-muted-foreground">
        <Trans>
          The server's menu names the screen <code className="font-mono">{component}</code>, which this
          version of the console does not include.
        </Trans>
      </p>
    </section>
  );
}
