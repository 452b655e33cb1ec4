import { ACTIVITI_NS } from './engine.ts';

/**
 * The two processes every tenant starts with (docs/workflow.md "Seeded processes"), drawn (the
 * BPMNDiagram part) so the modeler and the viewer show them: the starter's leader approves; a
 * second step (HR, finance) follows when `secondWhen` holds; REJECT at any step ends at
 * `endRejected`.
 */
function approvalProcess(p: {
  key: string;
  name: string;
  second: { id: string; name: string; role: string };
  /** When the second step is needed (safe expression language, inside `${…}`). */
  secondWhen: string;
  secondUnless: string;
}): string {
  const x = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const cond = (expression: string) =>
    `<bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression">${x(`\${${expression}}`)}</bpmn2:conditionExpression>`;
  const flow = (id: string, from: string, to: string, name = '', condition?: string) =>
    `    <bpmn2:sequenceFlow id="${id}"${name ? ` name="${name}"` : ''} sourceRef="${from}" targetRef="${to}">${
      condition ? cond(condition) : ''
    }</bpmn2:sequenceFlow>`;
  const shape = (id: string, x0: number, y0: number, w: number, h: number) =>
    `      <bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x0}" y="${y0}" width="${w}" height="${h}" /></bpmndi:BPMNShape>`;
  const edge = (id: string, points: [number, number][]) =>
    `      <bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${points
      .map(([px, py]) => `<di:waypoint x="${px}" y="${py}" />`)
      .join('')}</bpmndi:BPMNEdge>`;
  const s = p.second;
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:activiti="${ACTIVITI_NS}" id="Definitions_${p.key}" targetNamespace="http://www.activiti.org/processdef">
  <bpmn2:process id="${p.key}" name="${p.name}" isExecutable="true">
    <bpmn2:startEvent id="start" name="提交申请" />
    <bpmn2:userTask id="leaderApprove" name="部门领导审批" activiti:assignee="\${starterLeader}" />
    <bpmn2:exclusiveGateway id="leaderGateway" />
    <bpmn2:userTask id="${s.id}" name="${s.name}" activiti:candidateGroups="${s.role}" />
    <bpmn2:exclusiveGateway id="${s.id}Gateway" />
    <bpmn2:endEvent id="endApproved" name="通过" />
    <bpmn2:endEvent id="endRejected" name="驳回" />
${flow('flowStart', 'start', 'leaderApprove')}
${flow('flowLeader', 'leaderApprove', 'leaderGateway')}
${flow('flowLeaderReject', 'leaderGateway', 'endRejected', '驳回', "decision == 'REJECT'")}
${flow('flowToSecond', 'leaderGateway', s.id, '同意', `decision == 'APPROVE' && ${p.secondWhen}`)}
${flow('flowLeaderApprove', 'leaderGateway', 'endApproved', '同意', `decision == 'APPROVE' && ${p.secondUnless}`)}
${flow('flowSecond', s.id, `${s.id}Gateway`)}
${flow('flowSecondApprove', `${s.id}Gateway`, 'endApproved', '同意', "decision == 'APPROVE'")}
${flow('flowSecondReject', `${s.id}Gateway`, 'endRejected', '驳回', "decision == 'REJECT'")}
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_${p.key}">
    <bpmndi:BPMNPlane id="BPMNPlane_${p.key}" bpmnElement="${p.key}">
${shape('start', 100, 200, 36, 36)}
${shape('leaderApprove', 180, 178, 100, 80)}
${shape('leaderGateway', 330, 193, 50, 50)}
${shape(s.id, 440, 178, 100, 80)}
${shape(`${s.id}Gateway`, 590, 193, 50, 50)}
${shape('endApproved', 700, 200, 36, 36)}
${shape('endRejected', 337, 330, 36, 36)}
${edge('flowStart', [
  [136, 218],
  [180, 218],
])}
${edge('flowLeader', [
  [280, 218],
  [330, 218],
])}
${edge('flowLeaderReject', [
  [355, 243],
  [355, 330],
])}
${edge('flowToSecond', [
  [380, 218],
  [440, 218],
])}
${edge('flowLeaderApprove', [
  [355, 193],
  [355, 110],
  [718, 110],
  [718, 200],
])}
${edge('flowSecond', [
  [540, 218],
  [590, 218],
])}
${edge('flowSecondApprove', [
  [640, 218],
  [700, 218],
])}
${edge('flowSecondReject', [
  [615, 243],
  [615, 348],
  [373, 348],
])}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>
`;
}

/** Leave: the leader, then HR when longer than three days. */
export const LEAVE_PROCESS_XML = approvalProcess({
  key: 'leave',
  name: '请假流程',
  second: { id: 'hrApprove', name: '人事审批', role: 'HR' },
  secondWhen: 'days > 3',
  secondUnless: 'days <= 3',
});

/** Reimbursement: the leader, then finance above the tenant's threshold (cents). */
export const REIMBURSEMENT_PROCESS_XML = approvalProcess({
  key: 'reimbursement',
  name: '报销流程',
  second: { id: 'financeApprove', name: '财务审批', role: 'FINANCE' },
  secondWhen: 'amount > financeThreshold',
  secondUnless: 'amount <= financeThreshold',
});

/** The seeded processes: key, name (zh; the model's name) and diagram. */
export const SEEDED_PROCESSES = [
  {
    key: 'leave',
    name: '请假流程',
    description: '部门领导审批，超过 3 天再由人事审批',
    xml: LEAVE_PROCESS_XML,
  },
  {
    key: 'reimbursement',
    name: '报销流程',
    description: '部门领导审批，超过财务阈值再由财务审批',
    xml: REIMBURSEMENT_PROCESS_XML,
  },
] as const;

/** The workflow roles every tenant has: [code, name]. */
export const WORKFLOW_ROLES = [
  ['HR', '人事'],
  ['FINANCE', '财务'],
  ['ORG_LEADER', '部门领导'],
] as const;
