import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OptLog } from '@pocket/contract';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
} from '@pocket/ui';
import { optLogApi } from '../../app/api/optLog.ts';
import type { ScreenContext } from '../../components/resource/screen-def.ts';

/** Everything one operation recorded, parameters and result in full. */
export function OptLogDetail({ row, onClose }: { row: OptLog; onClose: () => void }) {
  const facts: [React.ReactNode, string | number | null][] = [
    [<Trans key="t">Time</Trans>, `${row.startTime} → ${row.finishTime}`],
    [<Trans key="u">User</Trans>, row.userName],
    [<Trans key="o">Operation</Trans>, row.description],
    [<Trans key="m">Module</Trans>, `${row.classPath ?? ''} · ${row.actionMethod ?? ''}`],
    [<Trans key="r">Request</Trans>, `${row.httpMethod} ${row.requestUri}`],
    [<Trans key="s">Status</Trans>, `${row.status} (${row.type})`],
    [<Trans key="d">Duration (ms)</Trans>, row.consumingTime],
    [<Trans key="i">IP</Trans>, row.requestIp],
    [<Trans key="b">Browser</Trans>, row.ua],
    [<Trans key="p">Parameters</Trans>, row.params],
    [<Trans key="re">Result</Trans>, row.result],
    [<Trans key="e">Error</Trans>, row.exDesc],
  ];
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Operation details</Trans>
          </DialogTitle>
        </DialogHeader>
        <DialogBody>
          <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            {facts.map(([label, value], i) => (
              <div key={i} className="contents">
                <dt className="text-muted-fg">{label}</dt>
                <dd className="break-all font-mono text-xs">{value ?? '—'}</dd>
              </div>
            ))}
          </dl>
        </DialogBody>
        <DialogFooter className="mt-6">
          <Button type="button" clickGuardMs={0} onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Clears every operation logged before a chosen day. */
function ClearDialog({ onClose, screen }: { onClose: () => void; screen: ScreenContext }) {
  const { t } = useLingui();
  const [before, setBefore] = useState('');
  const [busy, setBusy] = useState(false);
  const clear = async () => {
    setBusy(true);
    try {
      const { deleted } = await optLogApi.optLogClear({ body: { before } });
      screen.notify(msg`Deleted ${deleted} log entries`);
      await screen.refresh();
      onClose();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Clear the operation log</Trans>
          </DialogTitle>
        </DialogHeader>
        <DialogBody>
          <FormField label={t`Delete everything logged before`}>
            <Input type="date" value={before} onChange={(e) => setBefore(e.currentTarget.value)} />
          </FormField>
        </DialogBody>
        <DialogFooter className="mt-6">
          <Button type="button" variant="secondary" clickGuardMs={0} onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="button" variant="danger" disabled={!before || busy} onClick={() => void clear()}>
            <Trans>Clear</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The toolbar's Clear button, for those who may delete log entries. */
export function ClearButton({ screen }: { screen: ScreenContext }) {
  if (!screen.allowed('delete')) return null;
  return (
    <Button
      type="button"
      variant="secondary"
      clickGuardMs={0}
      onClick={() => screen.show((close) => <ClearDialog onClose={close} screen={screen} />)}
    >
      <Trans>Clear by date</Trans>
    </Button>
  );
}
