import type { Lang } from '../../lib/i18n.ts';

/** Descriptions of the workflow's enums (the contract's `{ code, desc }` values). */
const LABELS = {
  modelStatus: {
    DRAFT: ['草稿', 'Draft'],
    DEPLOYED: ['已部署', 'Deployed'],
    MODIFIED: ['已修改', 'Modified'],
  },
  suspendState: { ACTIVE: ['激活', 'Active'], SUSPENDED: ['挂起', 'Suspended'] },
  instanceState: {
    RUNNING: ['审批中', 'In progress'],
    APPROVED: ['已通过', 'Approved'],
    REJECTED: ['已驳回', 'Rejected'],
    ENDED: ['已终止', 'Ended'],
  },
  taskResult: { APPROVE: ['同意', 'Approve'], REJECT: ['驳回', 'Reject'] },
  bizType: { LEAVE: ['请假', 'Leave'], REIMBURSEMENT: ['报销', 'Reimbursement'], NONE: ['无', 'None'] },
  leaveType: {
    ANNUAL: ['年假', 'Annual leave'],
    SICK: ['病假', 'Sick leave'],
    PERSONAL: ['事假', 'Personal leave'],
    MARRIAGE: ['婚假', 'Marriage leave'],
    MATERNITY: ['产假', 'Maternity leave'],
    BEREAVEMENT: ['丧假', 'Bereavement leave'],
  },
  reimbursementType: {
    TRAVEL: ['差旅', 'Travel'],
    MEALS: ['餐饮', 'Meals'],
    OFFICE: ['办公', 'Office'],
    TRAINING: ['培训', 'Training'],
    OTHER: ['其他', 'Other'],
  },
} as const satisfies Record<string, Record<string, readonly [string, string]>>;

export type WfEnum = keyof typeof LABELS;

/** The description of a code in the request's language (the code itself when unknown). */
export function wfDesc(lang: Lang, name: WfEnum, code: string): string {
  const entry = (LABELS[name] as Record<string, readonly [string, string]>)[code];
  return entry ? entry[lang === 'en' ? 1 : 0] : code;
}

/** `{ code, desc }` of a workflow enum value. */
export function wfValue<T extends string>(lang: Lang, name: WfEnum, code: T): { code: T; desc: string } {
  return { code, desc: wfDesc(lang, name, code) };
}
