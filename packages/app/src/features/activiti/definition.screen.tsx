import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { wfDefinitionResource, type WfDefinition } from '@pocket/contract';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Tag,
} from '@pocket/ui';
import useSWR from 'swr';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { defineScreen, type ScreenContext } from '../../components/resource/screen-def.ts';
import { swrKey } from '../../lib/swr-keys.ts';
import { definitionApi } from './activiti-api.ts';
import { BpmnDiagram } from './bpmn-diagram.tsx';

/** Whether a definition starts processes. */
function SuspendTag({ state }: { state: WfDefinition['suspendState'] }) {
  return <Tag variant={state.code === 'ACTIVE' ? 'success' : 'warning'}>{state.desc}</Tag>;
}

/** A definition's diagram, read-only. */
function DiagramDialog({ definition, close }: { definition: WfDefinition; close: () => void }) {
  const { t } = useLingui();
  const detail = useSWR(swrKey('activiti/definition/xml', { id: definition.id }), () =>
    definitionApi.definitionGet({ params: { id: definition.id } }),
  );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>{t`${definition.name}, version ${definition.version}`}</DialogTitle>
          <DialogDescription>{t`Process key ${definition.key}; deployed ${definition.deploymentTime}.`}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {detail.data ? (
            <BpmnDiagram
              xml={detail.data.xml}
              label={t`Diagram of ${definition.name}`}
              className="h-[60vh]"
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              {detail.error ? t`The diagram cannot be shown.` : t`Loading…`}
            </p>
          )}
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={close}>
            <Trans>Close</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Asks before deleting definitions. When processes of them still run, the question says how many
 * will be ended and the delete ends them (`endRunning`); otherwise it is a plain question.
 */
function askDelete(rows: readonly WfDefinition[], ids: string[], screen: ScreenContext): void {
  const running = rows.filter((r) => ids.includes(r.id)).reduce((sum, r) => sum + r.running, 0);
  const count = ids.length;
  screen.confirm({
    title: msg`Delete process definitions`,
    question:
      running > 0
        ? msg`Delete ${plural(count, { one: '# process definition', other: '# process definitions' })}? ${plural(running, { one: '# process still runs: it will be ended.', other: '# processes still run: they will be ended.' })}`
        : msg`Delete ${plural(count, { one: '# process definition', other: '# process definitions' })}? This cannot be undone.`,
    action: running > 0 ? msg`End and delete` : msg`Delete`,
    danger: true,
    run: async () => {
      await definitionApi.definitionDelete({ body: { ids, ...(running > 0 ? { endRunning: true } : {}) } });
      screen.notify(msg`Deleted successfully`);
      await screen.refresh();
    },
  });
}

const setState = async (d: WfDefinition, suspended: boolean, screen: ScreenContext) => {
  await definitionApi.definitionSetState({ params: { id: d.id }, body: { suspended } });
  screen.notify(suspended ? msg`Suspended: it starts no new processes` : msg`Activated`);
  await screen.refresh();
};

/**
 * Deployed process versions (`/activiti/definition`): the diagram of each, suspend and activate,
 * turn one back into an editable model, delete (ending running processes when confirmed).
 */
export const definitionScreen = defineScreen({
  resource: wfDefinitionResource,
  texts: { title: msg`Process definitions` },
  rowLabel: (d) => `${d.name} v${d.version}`,
  columns: [
    { key: 'name', header: msg`Name` },
    { key: 'key', header: msg`Process key`, cell: 'code' },
    { key: 'version', header: msg`Version` },
    { key: 'deploymentName', header: msg`Deployment` },
    { key: 'suspendState', header: msg`State`, cell: (d) => <SuspendTag state={d.suspendState} /> },
    { key: 'running', header: msg`Running` },
    // Always the user's own tenant: shown from the column menu only.
    { key: 'tenantId', header: msg`Tenant`, hidden: true },
    { key: 'deploymentTime', header: msg`Deployed at` },
  ],
  filters: [
    { type: 'text', key: 'name', label: msg`Name` },
    { type: 'text', key: 'key', label: msg`Process key` },
    {
      type: 'select',
      key: 'suspendState',
      label: msg`State`,
      options: [
        { value: 'ACTIVE', label: msg`Active` },
        { value: 'SUSPENDED', label: msg`Suspended` },
      ],
    },
    {
      type: 'select',
      key: 'latest',
      label: msg`Versions`,
      options: [
        { value: 'true', label: msg`Latest versions only` },
        { value: 'false', label: msg`All versions` },
      ],
    },
  ],
  rowActions: [
    {
      id: 'diagram',
      label: msg`Diagram`,
      describe: (d) => msg`Diagram of ${d.name} version ${d.version}`,
      run: (d, screen) => screen.show((close) => <DiagramDialog definition={d} close={close} />),
    },
    {
      id: 'suspend',
      label: msg`Suspend`,
      describe: (d) => msg`Suspend ${d.name} version ${d.version}`,
      permission: 'edit',
      visible: (d) => d.suspendState.code === 'ACTIVE',
      confirm: {
        title: msg`Suspend`,
        question: (d) =>
          msg`Suspend ${d.name} version ${d.version}? It starts no new processes; running ones go on.`,
      },
      run: (d, screen) => setState(d, true, screen),
    },
    {
      id: 'activate',
      label: msg`Activate`,
      describe: (d) => msg`Activate ${d.name} version ${d.version}`,
      permission: 'edit',
      visible: (d) => d.suspendState.code === 'SUSPENDED',
      run: (d, screen) => setState(d, false, screen),
    },
    {
      id: 'mapping',
      label: msg`Convert to model`,
      describe: (d) => msg`Convert ${d.name} version ${d.version} to a model`,
      permission: 'edit',
      confirm: {
        title: msg`Convert to model`,
        question: (d) =>
          msg`Make version ${d.version} of ${d.key} the editable model of ${d.key}? The model's current diagram is replaced.`,
        action: msg`Convert`,
      },
      run: async (d, screen) => {
        await definitionApi.definitionMapping({ params: { id: d.id } });
        screen.notify(msg`Mapping successful`);
        await screen.refresh();
      },
    },
    {
      id: 'delete',
      label: msg`Delete`,
      describe: (d) => msg`Delete ${d.name} version ${d.version}`,
      permission: 'delete',
      danger: true,
      run: (d, screen) => askDelete([d], [d.id], screen),
    },
  ],
  bulkActions: [
    {
      id: 'delete',
      label: msg`Delete selected`,
      permission: 'delete',
      run: (rows, ids, screen) => askDelete(rows, ids, screen),
    },
  ],
  refreshes: ['activiti/model'],
});

export default resourceScreen(definitionScreen);
