import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Tenant } from '@pocket/contract';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Select,
} from '@pocket/ui';
import useSWR from 'swr';
import { datasourceConfigApi } from '../../app/api/datasourceConfig.ts';
import { tenantApi } from '../../app/api/tenant.ts';
import type { ScreenContext } from '../../components/resource/screen-def.ts';
import { swrKey } from '../../lib/swr-keys.ts';

/** The select's value for the main database (a select option cannot be ''). */
const MAIN = 'main';

/**
 * Moves a tenant's rows to a datasource or back to the main database: the server pauses the
 * tenant, migrates the target, copies the rows and records where they went.
 */
export function MoveDialog({
  tenant,
  screen,
  onClose,
}: {
  tenant: Tenant;
  screen: ScreenContext;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { code } = tenant;
  const [choice, setChoice] = useState(tenant.datasourceId ?? MAIN);
  const sources = useSWR(swrKey('tenant/datasourceConfig/query'), () =>
    datasourceConfigApi.datasourceConfigQuery({ body: {} }),
  );
  const options = [
    { value: MAIN, label: t`The main database` },
    ...(sources.data ?? []).map((d) => ({ value: d.id, label: `${d.name} (${d.driverClassName.desc})` })),
  ];
  const move = async () => {
    const moved = await tenantApi.tenantDatasource({
      body: { id: tenant.id, datasourceId: choice === MAIN ? '' : choice },
    });
    const code = moved.code;
    const where = moved.datasourceName;
    screen.notify(
      where
        ? msg`The rows of ${code} now live in ${where}`
        : msg`The rows of ${code} now live in the main database`,
    );
    await screen.refresh();
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Where the rows of {code} live</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Its users cannot sign in while the rows move; the target database is migrated first and nothing
              is lost if the move fails.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <FormField label={t`Database`}>
            {(wiring) => <Select {...wiring} options={options} value={choice} onValueChange={setChoice} />}
          </FormField>
        </DialogBody>
        <DialogFooter className="mt-6">
          <Button type="button" variant="secondary" clickGuardMs={0} onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="button" disabled={choice === (tenant.datasourceId ?? MAIN)} onClick={move}>
            <Trans>Move</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
