/**
 * The moddle extension of the `activiti` namespace: what the server's engine reads of a user task
 * (`activiti:assignee`, `activiti:candidateGroups`, `activiti:candidateUsers`), so the modeler
 * keeps them on import and writes them with their prefix on save.
 */
export const activitiModdle = {
  name: 'Activiti',
  uri: 'http://activiti.org/bpmn',
  prefix: 'activiti',
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'Assignable',
      extends: ['bpmn:UserTask'],
      properties: [
        { name: 'assignee', isAttr: true, type: 'String' },
        { name: 'candidateGroups', isAttr: true, type: 'String' },
        { name: 'candidateUsers', isAttr: true, type: 'String' },
      ],
    },
  ],
  enumerations: [],
};

/** Who does a user task: a named account, a role's members, or the starter's organisation leader. */
export type AssigneeKind = 'user' | 'role' | 'leader' | 'none';

/** The expression that names the starter's organisation leader. */
export const STARTER_LEADER = '${starterLeader}';

/** How a user task's attributes read as an assignee choice. */
export function assigneeOf(attrs: { assignee?: string | undefined; candidateGroups?: string | undefined }): {
  kind: AssigneeKind;
  value: string;
} {
  if (attrs.assignee === STARTER_LEADER) return { kind: 'leader', value: '' };
  if (attrs.assignee) return { kind: 'user', value: attrs.assignee };
  if (attrs.candidateGroups) return { kind: 'role', value: attrs.candidateGroups };
  return { kind: 'none', value: '' };
}

/** The attributes a choice writes (the others are removed). */
export function assigneeAttrs(
  kind: AssigneeKind,
  value: string,
): Record<'activiti:assignee' | 'activiti:candidateGroups' | 'activiti:candidateUsers', string | undefined> {
  return {
    'activiti:assignee': kind === 'leader' ? STARTER_LEADER : kind === 'user' && value ? value : undefined,
    'activiti:candidateGroups': kind === 'role' && value ? value : undefined,
    'activiti:candidateUsers': undefined,
  };
}
