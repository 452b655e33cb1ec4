import { useEffect, useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { roleResource, userResource } from '@pocket/contract';
import { Input, Label, RadioGroup, Select, Switch, usePermissionChecker } from '@pocket/ui';
import useSWR from 'swr';
import { roleApi } from '../../app/api/role.ts';
import { userApi } from '../../app/api/user.ts';
import { swrKey } from '../../lib/swr-keys.ts';
import { assigneeAttrs, assigneeOf, type AssigneeKind } from './activiti-moddle.ts';
import type { BpmnElement, ModelerServices } from './modeler-types.ts';

/** Shown as it is: an example condition (not a message placeholder). */
const CONDITION_EXAMPLE = '${days > 3}';

const GATEWAYS = ['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway', 'bpmn:ComplexGateway'];

/** The tenant's users and roles for the assignee choice; none of either for whoever may not list
 * them (the server would answer 403, which the client takes for a lost session). */
function usePeople() {
  const can = usePermissionChecker();
  const users = useSWR(
    can('allPermissions', [userResource.permissions.view]) ? swrKey('authority/user/options') : null,
    () => userApi.userQuery({ body: {} }),
  );
  const roles = useSWR(
    can('allPermissions', [roleResource.permissions.view]) ? swrKey('authority/role/options') : null,
    () => roleApi.roleQuery({ body: {} }),
  );
  return { users: users.data ?? [], roles: roles.data ?? [] };
}

/** A text field that writes to the diagram when it is left or Enter is pressed. */
function CommitField({
  label,
  value,
  onCommit,
  placeholder,
  hint,
}: {
  label: ReactNode;
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
  hint?: ReactNode;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={draft}
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Who does a user task: a named user, a role, or the starter's organisation leader. */
function AssigneeFields({ element, services }: { element: BpmnElement; services: ModelerServices }) {
  const { t } = useLingui();
  const { users, roles } = usePeople();
  const bo = element.businessObject;
  const current = assigneeOf({
    assignee: bo.get('activiti:assignee') as string | undefined,
    candidateGroups: bo.get('activiti:candidateGroups') as string | undefined,
  });
  const [kind, setKind] = useState<AssigneeKind>(current.kind);
  useEffect(() => setKind(current.kind), [element.id, current.kind]);
  const groupId = useId();
  const pickId = useId();
  const write = (k: AssigneeKind, value: string) =>
    services.modeling.updateProperties(element, assigneeAttrs(k, value));
  const choose = (k: AssigneeKind) => {
    setKind(k);
    // A user or role is written once one is picked; the leader and "nobody" are complete now.
    if (k === 'leader' || k === 'none') write(k, '');
  };
  const picked = kind === current.kind ? current.value : '';
  const userOptions = users.map((u) => ({ value: u.account, label: `${u.name} (${u.account})` }));
  if (picked && kind === 'user' && !userOptions.some((o) => o.value === picked))
    userOptions.unshift({ value: picked, label: picked });
  const roleOptions = roles.map((r) => ({ value: r.code, label: `${r.name} (${r.code})` }));
  if (picked && kind === 'role' && !roleOptions.some((o) => o.value === picked))
    roleOptions.unshift({ value: picked, label: picked });
  return (
    <fieldset className="grid gap-2">
      <legend id={groupId} className="mb-1 text-sm font-medium">
        <Trans>Assignee</Trans>
      </legend>
      <RadioGroup
        aria-labelledby={groupId}
        value={kind}
        onValueChange={(v) => choose(v as AssigneeKind)}
        options={[
          { value: 'user', label: t`A named user` },
          { value: 'role', label: t`The members of a role` },
          { value: 'leader', label: t`The starter's organisation leader` },
          { value: 'none', label: t`Nobody yet` },
        ]}
      />
      {(kind === 'user' || kind === 'role') && (kind === 'user' ? users : roles).length === 0 ? (
        // Whoever may not list users or roles types the account or the role code.
        <CommitField
          label={kind === 'user' ? t`User account` : t`Role code`}
          value={picked}
          onCommit={(v) => write(kind, v.trim())}
        />
      ) : kind === 'user' || kind === 'role' ? (
        <div className="grid gap-1.5">
          <Label htmlFor={pickId}>{kind === 'user' ? t`User` : t`Role`}</Label>
          <Select
            id={pickId}
            value={picked}
            onValueChange={(v) => write(kind, v)}
            options={kind === 'user' ? userOptions : roleOptions}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

/** A flow leaving a gateway: its condition and whether it is the gateway's default way. */
function FlowFields({ element, services }: { element: BpmnElement; services: ModelerServices }) {
  const { t } = useLingui();
  const switchId = useId();
  const bo = element.businessObject;
  const source = element.source;
  if (!source) return null;
  const isDefault = source.businessObject.default?.id === bo.id;
  const setCondition = (body: string) =>
    services.modeling.updateProperties(element, {
      conditionExpression: body.trim()
        ? services.moddle.create('bpmn:FormalExpression', { body: body.trim() })
        : undefined,
    });
  const setDefault = (on: boolean) => {
    // A default flow is taken when no condition holds: it carries none itself.
    if (on && bo.conditionExpression)
      services.modeling.updateProperties(element, { conditionExpression: undefined });
    services.modeling.updateProperties(source, { default: on ? bo : undefined });
  };
  return (
    <div className="grid gap-3">
      {isDefault ? null : (
        <CommitField
          label={<Trans>Condition</Trans>}
          value={bo.conditionExpression?.body ?? ''}
          onCommit={setCondition}
          placeholder="${decision == 'REJECT'}"
          hint={t`An expression over the process variables, e.g. ${CONDITION_EXAMPLE}.`}
        />
      )}
      <div className="flex items-center gap-2">
        <Switch id={switchId} checked={isDefault} onCheckedChange={setDefault} />
        <Label htmlFor={switchId}>
          <Trans>Default flow (taken when no condition holds)</Trans>
        </Label>
      </div>
    </div>
  );
}

/** What kind of element is selected, in words. */
function useKindName(element: BpmnElement): string {
  const { t } = useLingui();
  const names: Record<string, string> = {
    'bpmn:StartEvent': t`Start event`,
    'bpmn:EndEvent': t`End event`,
    'bpmn:UserTask': t`User task`,
    'bpmn:Task': t`Task`,
    'bpmn:ExclusiveGateway': t`Exclusive gateway`,
    'bpmn:ParallelGateway': t`Parallel gateway`,
    'bpmn:InclusiveGateway': t`Inclusive gateway`,
    'bpmn:SequenceFlow': t`Sequence flow`,
    'bpmn:Process': t`Process`,
  };
  return names[element.type] ?? element.type.replace(/^bpmn:/, '');
}

function ElementProperties({
  element,
  services,
}: {
  element: BpmnElement;
  services: ModelerServices;
  /** Changes with the diagram, so what is shown is read again. */
  revision: number;
}) {
  const { t } = useLingui();
  const kind = useKindName(element);
  const bo = element.businessObject;
  const fromGateway = element.type === 'bpmn:SequenceFlow' && GATEWAYS.includes(element.source?.type ?? '');
  return (
    <div className="grid gap-4">
      <div>
        <h2 className="text-sm font-semibold">{kind}</h2>
        <p className="font-mono text-xs text-muted-foreground">{element.id}</p>
      </div>
      <CommitField
        label={<Trans>Name</Trans>}
        value={bo.name ?? ''}
        onCommit={(name) => services.modeling.updateLabel(element, name)}
      />
      {element.type === 'bpmn:UserTask' ? <AssigneeFields element={element} services={services} /> : null}
      {element.type === 'bpmn:Task' ? (
        <p className="text-xs text-muted-foreground">
          {t`The engine runs user tasks: change this task into a user task (wrench in its menu) to give it an assignee.`}
        </p>
      ) : null}
      {fromGateway ? <FlowFields element={element} services={services} /> : null}
    </div>
  );
}

/** Our small properties panel: the selected element's name, a user task's assignee, a gateway
 * flow's condition and default toggle. `revision` changes whenever the diagram does. */
export function ModelerProperties({
  services,
  element,
  revision,
}: {
  services: ModelerServices;
  element: BpmnElement | null;
  revision: number;
}) {
  // The element may have been replaced (e.g. a task changed into a user task): read it afresh.
  const current = element ? (services.elementRegistry.get(element.id) ?? null) : null;
  if (!current || current.labelTarget)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Select an element of the diagram to edit its properties.</Trans>
      </p>
    );
  return <ElementProperties key={current.id} element={current} services={services} revision={revision} />;
}
