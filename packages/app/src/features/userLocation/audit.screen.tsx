import { useId, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  campusAuditGroup,
  campusAuditQuerySchema,
  campusAuditRowSchema,
  type CampusAuditRow,
} from '@pocket/contract';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
  Textarea,
} from '@pocket/ui';
import { campusAuditApi } from '../../app/api/campusAudit.ts';
import { defineScreen, type ScreenContext } from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';

/** The audit queue as a screen resource: a page of rows and the two codes of the platform. */
const auditQueue = {
  key: 'campusAudit',
  basePath: '/course/campusAudit',
  ops: ['page'],
  schemas: { row: campusAuditRowSchema, filter: campusAuditQuerySchema },
  permissions: { view: 'course:campusAudit:view', edit: 'course:campusAudit:edit' },
  op: { page: campusAuditGroup.endpoints.campusAuditPage },
} as const;

type Decision = 'APPROVED' | 'REJECTED';

/** Asks for the opinion (required to reject), then records the decision. */
function DecisionDialog({
  campus,
  decision,
  screen,
  close,
}: {
  campus: CampusAuditRow;
  decision: Decision;
  screen: ScreenContext;
  close: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [opinion, setOpinion] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = campus.name;
  const submit = async () => {
    if (decision === 'REJECTED' && opinion.trim() === '') {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await campusAuditApi.campusAuditDecide({ body: { id: campus.id, decision, opinion } });
      screen.notify(decision === 'APPROVED' ? msg`${name} is approved` : msg`${name} is rejected`);
      close();
      await screen.refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{decision === 'APPROVED' ? t`Approve ${name}` : t`Reject ${name}`}</DialogTitle>
          <DialogDescription>
            {campus.tenantName ?? campus.tenantCode} · {campus.addr ?? ''}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-2">
          <Label htmlFor={id}>{decision === 'REJECTED' ? t`Opinion (required)` : t`Opinion`}</Label>
          <Textarea
            id={id}
            value={opinion}
            maxLength={255}
            aria-invalid={missing}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(e) => {
              setOpinion(e.target.value);
              setMissing(false);
            }}
          />
          {missing ? (
            <p id={`${id}-error`} className="text-sm text-danger">
              <Trans>Say why the campus is rejected.</Trans>
            </p>
          ) : null}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant={decision === 'APPROVED' ? 'primary' : 'danger'}
            disabled={busy}
            onClick={() => void submit()}
          >
            {decision === 'APPROVED' ? <Trans>Approve</Trans> : <Trans>Reject</Trans>}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const decide = (decision: Decision) => (campus: CampusAuditRow, screen: ScreenContext) =>
  screen.show((close) => (
    <DecisionDialog campus={campus} decision={decision} screen={screen} close={close} />
  ));

/**
 * The platform's campus audit queue (`/userLocation/audit`): every school's campuses waiting for a
 * decision, nothing else of theirs; approve, or reject with an opinion.
 */
export const campusAuditScreen = defineScreen({
  resource: auditQueue,
  texts: { title: msg`Campus audit`, tableLabel: msg`Campuses waiting for audit` },
  rowLabel: (c) => c.name,
  columns: [
    { key: 'tenantName', header: msg`School` },
    { key: 'name', header: msg`Campus` },
    { key: 'cityName', header: msg`Area` },
    { key: 'addr', header: msg`Address` },
    { key: 'lat', header: msg`Latitude` },
    { key: 'lng', header: msg`Longitude` },
    { key: 'rangeDs', header: msg`Radius (m)` },
    { key: 'updateTime', header: msg`Submitted at` },
  ],
  filters: [
    { type: 'text', key: 'name', label: msg`Campus` },
    { type: 'text', key: 'tenantCode', label: msg`Tenant code` },
  ],
  rowActions: [
    {
      id: 'approve',
      label: msg`Approve`,
      permission: 'edit',
      describe: (c) => msg`Approve ${c.name}`,
      run: decide('APPROVED'),
    },
    {
      id: 'reject',
      label: msg`Reject`,
      permission: 'edit',
      danger: true,
      describe: (c) => msg`Reject ${c.name}`,
      run: decide('REJECTED'),
    },
  ],
});

export default resourceScreen(campusAuditScreen);
