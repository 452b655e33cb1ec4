import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@pocket/ui';
import { alertStore } from './alerts.ts';

/** Renders the first waiting alert as a modal dialog with one acknowledging button. */
export function AlertHost() {
  const queue = useSyncExternalStore(alertStore.subscribe, alertStore.get, alertStore.get);
  const current = queue[0];
  return (
    <Dialog
      open={current !== undefined}
      onOpenChange={(open) => {
        if (!open) current?.resolve();
      }}
    >
      {current ? (
        <DialogContent role="alertdialog" data-testid="app-alert">
          <DialogTitle>
            <Trans>Notice</Trans>
          </DialogTitle>
          <DialogDescription>{current.message}</DialogDescription>
          <DialogFooter>
            <Button clickGuardMs={0} onClick={() => current.resolve()}>
              <Trans>OK</Trans>
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
