import { endpoints } from '@pocket/contract';
import type {
  BizLeave,
  BizReimbursement,
  LoginResult,
  MyMsg,
  WfDefinition,
  WfDefinitionDetail,
  WfHistory,
  WfModel,
  WfModelDetail,
  WfTask,
} from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createEventHub } from '../../lib/events.ts';
import { OptLogQueue } from '../../lib/opt-log.ts';
import { BASIC, expectContract, issueCodes, tenantHeader, useTestServer } from '../../test/server.ts';
import { LEAVE_PROCESS_XML } from './seed-processes.ts';

const { s, admin, staff, platform } = useTestServer({ loginLogDays: 1 }, ['admin', 'staff', 'platform']);
const who: Record<'leader' | 'hr' | 'finance', LoginResult> = {} as never;
beforeAll(async () => {
  for (const account of ['leader', 'hr', 'finance'] as const) who[account] = await s.login(account);
});

// 2026-11-30 is a Monday.
const leave = (token: string, endDate: string, o: { lang?: 'zh' | 'en' } = {}) =>
  s.call<BizLeave>('/activiti/bizLeave', {
    token,
    ...o,
    body: {
      type: 'ANNUAL',
      startDate: '2026-11-30',
      startHalf: 'AM',
      endDate,
      endHalf: 'PM',
      reason: 'family trip',
    },
  });

const reimburse = (token: string, cents: number) =>
  s.call<BizReimbursement>('/activiti/bizReimbursement', {
    token,
    body: {
      type: 'TRAVEL',
      reason: 'conference',
      items: [
        { itemName: 'train', amount: cents - 100 },
        { itemName: 'taxi', amount: 100, remark: 'airport' },
      ],
    },
  });

const todo = async (token: string) => {
  const r = await s.page<WfTask>('/activiti/task/page', { token, body: { model: { view: 'TODO' } } });
  expect(r.status).toBe(200);
  expectContract(endpoints.taskPage, r.body);
  return r.body.data.records;
};

/** The open task of an instance in a user's to-do list. */
const taskOf = async (token: string, instanceId: string) => {
  const task = (await todo(token)).find((t) => t.instanceId === instanceId);
  if (!task) throw new Error(`no task of ${instanceId} waits for this user`);
  return task;
};

const complete = (token: string, taskId: string, result: 'APPROVE' | 'REJECT', comment?: string) =>
  s.call<WfTask>(`/activiti/task/${taskId}/complete`, {
    token,
    lang: 'en',
    body: { result, ...(comment ? { comment } : {}) },
  });

const history = async (token: string, instanceId: string) => {
  const r = await s.call<WfHistory>(`/activiti/task/history/${instanceId}`, { token });
  expect(r.status).toBe(200);
  return expectContract(endpoints.taskHistory, r.body).data as WfHistory;
};

const inbox = async (token: string) =>
  (await s.page<MyMsg>('/msg/anyone/myMsg/page', { token, body: {} })).body.data.records;

const definitions = async (token: string, key: string) => {
  const r = await s.page<WfDefinition>('/activiti/definition/page', { token, body: { model: { key } } });
  expectContract(endpoints.definitionPage, r.body);
  return r.body.data.records.filter((d) => d.key === key).sort((a, b) => b.version - a.version);
};

const models = async (token: string) => {
  const r = await s.page<WfModel>('/activiti/model/page', { token, body: {} });
  expectContract(endpoints.modelPage, r.body);
  return r.body.data.records;
};

describe('leave', () => {
  it('two days: the leader approves and the request is approved', async () => {
    const r = await leave(staff.token, '2026-12-01');
    expect(r.status).toBe(200);
    const request = expectContract(endpoints.bizLeaveCreate, r.body).data as BizLeave;
    expect(request).toMatchObject({
      days: 2,
      name: '张老师的请假申请',
      state: { code: 'RUNNING' },
      isOver: false,
      currentTask: '部门领导审批',
      startTime: '2026-11-30 09:00:00',
      endTime: '2026-12-01 18:00:00',
    });
    const task = await taskOf(who.leader.token, request.instanceId);
    expect(task).toMatchObject({
      name: '部门领导审批',
      assignee: '李主任',
      type: '年假',
      reason: 'family trip',
    });
    // The leader was told (message centre, WAIT).
    expect((await inbox(who.leader.token)).some((m) => m.title.includes('张老师的请假申请'))).toBe(true);
    const done = await complete(who.leader.token, task.id, 'APPROVE');
    expect(done.status).toBe(200);
    expect(expectContract(endpoints.taskComplete, done.body).data).toMatchObject({
      result: { code: 'APPROVE' },
      doneBy: '李主任',
      instanceState: { code: 'APPROVED' },
    });
    const after = await s.call<BizLeave>(`/activiti/bizLeave/${request.id}`, { token: staff.token });
    expect(after.body.data).toMatchObject({ state: { code: 'APPROVED' }, isOver: true, currentTask: null });
    expect(after.body.data.finishTime).toMatch(/^\d{4}-/);
    const h = await history(staff.token, request.instanceId);
    expect(h.items.map((i) => [i.itemName, i.result?.code ?? null, i.done])).toEqual([
      ['提交申请', null, true],
      ['部门领导审批', 'APPROVE', true],
    ]);
    expect(h.completedIds).toEqual(
      expect.arrayContaining(['start', 'leaderApprove', 'flowLeaderApprove', 'endApproved']),
    );
    expect(h.completedIds).not.toContain('hrApprove');
    expect(h.activeIds).toEqual([]);
    expect(
      (await inbox(staff.token)).some((m) => m.title.startsWith('Request approved: 张老师的请假申请')),
    ).toBe(true);
  });

  it('five days: the leader, then HR (anyone holding the role)', async () => {
    const r = await leave(staff.token, '2026-12-04', { lang: 'en' });
    const request = r.body.data;
    expect(request).toMatchObject({ days: 5, name: "张老师's leave request" });
    await complete(who.leader.token, (await taskOf(who.leader.token, request.instanceId)).id, 'APPROVE');
    const hrTask = await taskOf(who.hr.token, request.instanceId);
    expect(hrTask).toMatchObject({ name: '人事审批', assignee: '角色：人事' });
    // Not the leader's any more, and not finance's.
    expect((await todo(who.leader.token)).some((t) => t.instanceId === request.instanceId)).toBe(false);
    expect((await todo(who.finance.token)).some((t) => t.instanceId === request.instanceId)).toBe(false);
    const h1 = await history(staff.token, request.instanceId);
    expect(h1.activeIds).toEqual(['hrApprove']);
    expect(h1.items.at(-1)).toMatchObject({ itemName: '人事审批', done: false, result: null });
    await complete(who.hr.token, hrTask.id, 'APPROVE', 'ok');
    const h2 = await history(staff.token, request.instanceId);
    expect(h2.state.code).toBe('APPROVED');
    expect(h2.items.map((i) => i.createUser)).toEqual(['张老师', '李主任', '王人事']);
    expect(h2.completedIds).toEqual(expect.arrayContaining(['flowToSecond', 'hrApprove', 'endApproved']));
  });

  it('a rejection ends the request and tells the starter with the comment', async () => {
    const request = (await leave(staff.token, '2026-12-04')).body.data;
    await complete(who.leader.token, (await taskOf(who.leader.token, request.instanceId)).id, 'APPROVE');
    const hrTask = await taskOf(who.hr.token, request.instanceId);
    const missing = await complete(who.hr.token, hrTask.id, 'REJECT');
    expect(missing.status).toBe(400);
    expect(issueCodes(missing.body)).toEqual(['comment=required']);
    const r = await complete(who.hr.token, hrTask.id, 'REJECT', 'too busy this week');
    expect(r.status).toBe(200);
    const after = (await s.call<BizLeave>(`/activiti/bizLeave/${request.id}`, { token: staff.token })).body
      .data;
    expect(after).toMatchObject({ state: { code: 'REJECTED' }, isOver: true });
    const h = await history(staff.token, request.instanceId);
    expect(h.completedIds).toContain('endRejected');
    const rejected = (await inbox(staff.token)).find(
      (m) => m.title.includes('张老师的请假申请') && m.msgType.code === 'NOTIFY' && /rejected/i.test(m.title),
    );
    expect(rejected?.content).toContain('too busy this week');
    // Done tasks are the doer's (DONE), and the starter's (STARTED).
    const done = await s.page<WfTask>('/activiti/task/page', {
      token: who.hr.token,
      body: { model: { view: 'DONE' } },
    });
    expect(done.body.data.records.find((t) => t.id === hrTask.id)).toMatchObject({
      result: { code: 'REJECT' },
      comment: 'too busy this week',
    });
    const started = await s.page<WfTask>('/activiti/task/page', {
      token: staff.token,
      body: { model: { view: 'STARTED' } },
    });
    expect(started.body.data.records.filter((t) => t.instanceId === request.instanceId)).toHaveLength(2);
  });

  it('refuses a task of someone else, and a task already handled', async () => {
    const request = (await leave(staff.token, '2026-12-01')).body.data;
    const task = await taskOf(who.leader.token, request.instanceId);
    const byHr = await complete(who.hr.token, task.id, 'APPROVE');
    expect(byHr.status).toBe(403);
    expect(byHr.body.msg).toBe('This task is not waiting for you');
    expect((await complete(who.leader.token, task.id, 'APPROVE')).status).toBe(200);
    const again = await complete(who.leader.token, task.id, 'APPROVE');
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('This task has already been handled');
  });

  it('completing one task twice at once: exactly one succeeds', async () => {
    const request = (await leave(staff.token, '2026-12-01')).body.data;
    const task = await taskOf(who.leader.token, request.instanceId);
    const answers = await Promise.all([
      complete(who.leader.token, task.id, 'APPROVE'),
      complete(who.leader.token, task.id, 'REJECT', 'no'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const rows = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from wf_task where instance_id = ${BigInt(request.instanceId)} and result is not null`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});

describe('reimbursement', () => {
  it('below the threshold: the leader only', async () => {
    const r = await reimburse(staff.token, 100_000);
    expect(r.status).toBe(200);
    const request = expectContract(endpoints.bizReimbursementCreate, r.body).data as BizReimbursement;
    expect(request.amount).toBe(100_000);
    expect(request.items[1]).toMatchObject({
      itemName: 'taxi',
      amount: 100,
      remark: 'airport',
      attachments: [],
    });
    await complete(who.leader.token, (await taskOf(who.leader.token, request.instanceId)).id, 'APPROVE');
    const after = (
      await s.call<BizReimbursement>(`/activiti/bizReimbursement/${request.id}`, { token: staff.token })
    ).body.data;
    expect(after.state.code).toBe('APPROVED');
  });

  it('above the threshold: the leader, then finance', async () => {
    const request = (await reimburse(staff.token, 600_000)).body.data;
    await complete(who.leader.token, (await taskOf(who.leader.token, request.instanceId)).id, 'APPROVE');
    const financeTask = await taskOf(who.finance.token, request.instanceId);
    expect(financeTask).toMatchObject({
      name: '财务审批',
      typeReimbursement: '差旅',
      reasonReimbursement: 'conference',
    });
    await complete(who.finance.token, financeTask.id, 'APPROVE');
    const h = await history(staff.token, request.instanceId);
    expect(h.state.code).toBe('APPROVED');
    expect(h.completedIds).toEqual(expect.arrayContaining(['financeApprove', 'endApproved']));
  });

  it('the threshold is the tenant parameter (yuan)', async () => {
    await s.sql(
      sql`update parameter set value = '100' where tenant_code = '1111' and key = 'WORKFLOW_FINANCE_THRESHOLD'`,
    );
    try {
      const request = (await reimburse(staff.token, 20_000)).body.data;
      await complete(who.leader.token, (await taskOf(who.leader.token, request.instanceId)).id, 'APPROVE');
      expect((await todo(who.finance.token)).some((t) => t.instanceId === request.instanceId)).toBe(true);
    } finally {
      await s.sql(
        sql`update parameter set value = '5000' where tenant_code = '1111' and key = 'WORKFLOW_FINANCE_THRESHOLD'`,
      );
    }
  });

  it("refuses receipts that are not the tenant's files", async () => {
    const r = await s.call('/activiti/bizReimbursement', {
      token: staff.token,
      body: {
        type: 'OTHER',
        reason: 'x',
        items: [{ itemName: 'a', amount: 5, attachmentIds: ['123456789'] }],
      },
    });
    expect(r.status).toBe(400);
    expect(issueCodes(r.body)).toEqual(['items.0.attachmentIds=invalid']);
  });
});

describe('definitions', () => {
  it('a suspended definition starts nothing; activated again it does', async () => {
    const [newest] = await definitions(admin.token, 'leave');
    const suspend = await s.call<WfDefinition>(`/activiti/definition/${newest!.id}/state`, {
      method: 'PUT',
      token: admin.token,
      body: { suspended: true },
    });
    expect(suspend.body.data).toMatchObject({ suspendState: { code: 'SUSPENDED' } });
    const refused = await leave(staff.token, '2026-12-01', { lang: 'en' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('The process definition is suspended');
    const zh = await leave(staff.token, '2026-12-01', { lang: 'zh' });
    expect(zh.body.msg).toBe('流程定义已挂起');
    await s.call(`/activiti/definition/${newest!.id}/state`, {
      method: 'PUT',
      token: admin.token,
      body: { suspended: false },
    });
    expect((await leave(staff.token, '2026-12-01')).status).toBe(200);
  });

  it('deploying a model makes version 2: new requests use it, running ones keep theirs', async () => {
    const running = (await leave(staff.token, '2026-12-04')).body.data;
    const model = (await models(admin.token)).find((m) => m.key === 'leave')!;
    expect(model.status.code).toBe('DEPLOYED');
    const detail = (await s.call<WfModelDetail>(`/activiti/model/${model.id}`, { token: admin.token })).body
      .data;
    // Version 2: HR above one day instead of three.
    const xml = detail.xml.replace('days &gt; 3', 'days &gt; 1').replace('days &lt;= 3', 'days &lt;= 1');
    const saved = await s.call<WfModel>(`/activiti/model/${model.id}/xml`, {
      method: 'PUT',
      token: admin.token,
      body: { xml },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: model.version + 1, status: { code: 'MODIFIED' } });
    const deployed = await s.call<WfDefinition>(`/activiti/model/${model.id}/deploy`, {
      method: 'POST',
      token: admin.token,
    });
    expect(deployed.status).toBe(200);
    const v2 = expectContract(endpoints.modelDeploy, deployed.body).data as WfDefinition;
    expect(v2).toMatchObject({
      key: 'leave',
      version: 2,
      deploymentName: `请假流程 v${model.version + 1}`,
      modelId: model.id,
    });
    expect((await models(admin.token)).find((m) => m.key === 'leave')).toMatchObject({
      status: { code: 'DEPLOYED' },
      deployedVersion: 2,
    });
    // A two-day leave now needs HR too (version 2)…
    const fresh = (await leave(staff.token, '2026-12-01')).body.data;
    const [row] = await s.sql<{ version: number }>(
      sql`select d.version from wf_instance i join wf_definition d on d.id = i.definition_id where i.id = ${BigInt(fresh.instanceId)}`,
    );
    expect(row?.version).toBe(2);
    await complete(who.leader.token, (await taskOf(who.leader.token, fresh.instanceId)).id, 'APPROVE');
    expect((await todo(who.hr.token)).some((t) => t.instanceId === fresh.instanceId)).toBe(true);
    // …while the one started on version 1 goes on by version 1 (five days: HR too, as before).
    await complete(who.leader.token, (await taskOf(who.leader.token, running.instanceId)).id, 'APPROVE');
    expect((await history(staff.token, running.instanceId)).activeIds).toEqual(['hrApprove']);
    const v1 = (await definitions(admin.token, 'leave')).find((d) => d.version === 1)!;
    const v1Detail = (
      await s.call<WfDefinitionDetail>(`/activiti/definition/${v1.id}`, { token: admin.token })
    ).body.data;
    expect(v1Detail.xml).toContain('days &gt; 3');
  });

  it('delete refuses while processes run, unless asked to end them; mapping makes the model again', async () => {
    // Import and export: a process of its own key.
    const xml = LEAVE_PROCESS_XML.replace(/id="leave"/, 'id="trip"').replace(
      'name="请假流程"',
      'name="出差流程"',
    );
    const imported = await s.call<WfModel>('/activiti/model/importBpmn', {
      token: admin.token,
      form: { file: new File([xml], 'trip.bpmn', { type: 'application/xml' }) },
    });
    expect(imported.status).toBe(200);
    expect(imported.body.data).toMatchObject({ key: 'trip', name: '出差流程', status: { code: 'DRAFT' } });
    const again = await s.call('/activiti/model/importBpmn', {
      token: admin.token,
      form: { file: new File([xml], 'trip.bpmn', { type: 'application/xml' }) },
    });
    expect(issueCodes(again.body)).toEqual(['key=exists']);
    const notXml = await s.call('/activiti/model/importBpmn', {
      token: admin.token,
      form: { file: new File(['hello'], 'trip.bpmn', { type: 'application/xml' }) },
    });
    expect(issueCodes(notXml.body)).toEqual(['file=bpmn_xml']);
    const exported = await s.call(`/activiti/model/${imported.body.data.id}/bpmn`, { token: admin.token });
    expect(exported.res.headers.get('content-type')).toContain('application/xml');
    expect(exported.res.headers.get('content-disposition')).toContain('trip.bpmn');
    expect(await exported.res.text()).toContain('id="trip"');
    // Leave deployed again (v3): a request runs on it.
    const leaveModel = (await models(admin.token)).find((m) => m.key === 'leave')!;
    const def = (
      await s.call<WfDefinition>(`/activiti/model/${leaveModel.id}/deploy`, {
        method: 'POST',
        token: admin.token,
      })
    ).body.data;
    expect(def.version).toBe(3);
    const started = (await leave(staff.token, '2026-12-01')).body.data;
    const refused = await s.call('/activiti/definition/delete', {
      token: admin.token,
      lang: 'en',
      body: { ids: [def.id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('1 processes of this definition are running');
    const deleted = await s.call<{ deleted: number; ended: number }>('/activiti/definition/delete', {
      token: admin.token,
      body: { ids: [def.id], endRunning: true },
    });
    expect(deleted.body.data).toEqual({ deleted: 1, ended: 1 });
    const after = (await s.call<BizLeave>(`/activiti/bizLeave/${started.id}`, { token: staff.token })).body
      .data;
    expect(after).toMatchObject({ state: { code: 'ENDED' }, isOver: true, currentTask: null });
    expect((await todo(who.leader.token)).some((t) => t.instanceId === started.instanceId)).toBe(false);
    // Mapping: the leave definition v1 replaces the leave model's diagram.
    const v1 = (await definitions(admin.token, 'leave')).find((d) => d.version === 1)!;
    const mapped = await s.call<WfModel>(`/activiti/definition/${v1.id}/mapping`, {
      method: 'POST',
      token: admin.token,
    });
    expect(mapped.status).toBe(200);
    expect(expectContract(endpoints.definitionMapping, mapped.body).data).toMatchObject({ key: 'leave' });
    const detail = (
      await s.call<WfModelDetail>(`/activiti/model/${mapped.body.data.id}`, { token: admin.token })
    ).body.data;
    expect(detail.xml).toContain('days &gt; 3');
  });

  it('lists the newest version of each key', async () => {
    const r = await s.page<WfDefinition>('/activiti/definition/page', {
      token: admin.token,
      body: { model: { latest: true } },
    });
    const keys = r.body.data.records.map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(r.body.data.records.find((d) => d.key === 'leave')?.version).toBe(2);
  });
});

describe('diagram validation', () => {
  const create = (xml: string, key = 'checked') =>
    s.call('/activiti/model', { token: admin.token, body: { name: 'checked', key, xml } });

  it.each([
    [
      'no start event',
      LEAVE_PROCESS_XML.replace('<bpmn2:startEvent id="start" name="提交申请" />', ''),
      'xml=bpmn_start',
    ],
    [
      'a script task',
      LEAVE_PROCESS_XML.replace(
        '<bpmn2:exclusiveGateway id="leaderGateway" />',
        '<bpmn2:exclusiveGateway id="leaderGateway" /><bpmn2:scriptTask id="evil" scriptFormat="javascript"><bpmn2:script>process.exit(1)</bpmn2:script></bpmn2:scriptTask>',
      ),
      'xml=bpmn_element:scriptTask:evil',
    ],
    [
      'a js condition',
      LEAVE_PROCESS_XML.replace(
        '<bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression">',
        '<bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression" language="js">',
      ),
      'xml=bpmn_condition:flowLeaderReject',
    ],
    [
      'a user task without assignee',
      LEAVE_PROCESS_XML.replace(' activiti:candidateGroups="HR"', ''),
      'xml=bpmn_assignee:hrApprove',
    ],
    [
      'an account that does not exist',
      LEAVE_PROCESS_XML.replace('activiti:candidateGroups="HR"', 'activiti:assignee="nobody_here"'),
      'xml=bpmn_assignee:hrApprove',
    ],
    ['unreadable XML', '<definitions><oops', 'xml=bpmn_xml'],
    [
      '__proto__ in an expression',
      LEAVE_PROCESS_XML.replace('days &gt; 3', '__proto__.polluted == 1'),
      'xml=bpmn_condition:flowToSecond',
    ],
    [
      'a timer event',
      LEAVE_PROCESS_XML.replace(
        '<bpmn2:endEvent id="endApproved" name="通过" />',
        '<bpmn2:endEvent id="endApproved" name="通过"><bpmn2:timerEventDefinition /></bpmn2:endEvent>',
      ),
      'xml=bpmn_element:timerEventDefinition:endApproved',
    ],
  ])('refuses %s, storing nothing', async (_, xml, code) => {
    const before = await s.sql<{ n: number }>(sql`select count(*)::int as n from wf_model`);
    const r = await create(xml);
    expect(r.status).toBe(400);
    expect(issueCodes(r.body)).toContain(code);
    expect(r.body.msg).not.toBe('');
    const after = await s.sql<{ n: number }>(sql`select count(*)::int as n from wf_model`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('refuses a bad diagram on save too, keeping the stored one', async () => {
    const made = await s.call<WfModel>('/activiti/model', {
      token: admin.token,
      body: { name: 'blank', key: 'blank_one' },
    });
    expect(made.status).toBe(200);
    const id = made.body.data.id;
    const blank = (await s.call<WfModelDetail>(`/activiti/model/${id}`, { token: admin.token })).body.data;
    expect(blank.xml).toContain('id="blank_one"');
    const r = await s.call(`/activiti/model/${id}/xml`, {
      method: 'PUT',
      token: admin.token,
      body: { xml: '<x' },
    });
    expect(issueCodes(r.body)).toEqual(['xml=bpmn_xml']);
    // A blank diagram has no end event: it cannot be deployed.
    const deploy = await s.call(`/activiti/model/${id}/deploy`, { method: 'POST', token: admin.token });
    expect(issueCodes(deploy.body)).toEqual(['xml=bpmn_end']);
    expect((await s.call<WfModelDetail>(`/activiti/model/${id}`, { token: admin.token })).body.data.xml).toBe(
      blank.xml,
    );
    // A good diagram under another process id takes the model's key.
    const ok = await s.call<WfModel>(`/activiti/model/${id}/xml`, {
      method: 'PUT',
      token: admin.token,
      body: { xml: LEAVE_PROCESS_XML },
    });
    expect(ok.status).toBe(200);
    const stored = (await s.call<WfModelDetail>(`/activiti/model/${id}`, { token: admin.token })).body.data
      .xml;
    expect(stored).toContain('id="blank_one"');
    expect(stored).toContain('bpmnElement="blank_one"');
  });
});

describe('restart and tenants', () => {
  it('a second server over the same database completes a task the first one started', async () => {
    const request = (await leave(staff.token, '2026-12-04')).body.data;
    const task = await taskOf(who.leader.token, request.instanceId);
    // A new app: no memory shared with the first one but the database.
    const events = await createEventHub(s.database);
    const optLog = new OptLogQueue({ db: s.db, datasources: s.datasources });
    const second = createApp({
      db: s.db,
      optLog,
      events,
      env: { STATIC_DIR: '/nonexistent', NODE_ENV: 'test' },
      datasources: s.datasources,
    });
    try {
      const res = await second.request(`/api/activiti/task/${task.id}/complete`, {
        method: 'POST',
        headers: {
          authorization: BASIC,
          tenant: tenantHeader('1111'),
          token: `Bearer ${who.leader.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ result: 'APPROVE' }),
      });
      expect(res.status).toBe(200);
      // Back on the first server: HR's step waits, nothing lost.
      const hrTask = await taskOf(who.hr.token, request.instanceId);
      await complete(who.hr.token, hrTask.id, 'APPROVE');
      const h = await history(staff.token, request.instanceId);
      expect(h.state.code).toBe('APPROVED');
      expect(h.items.map((i) => i.result?.code ?? null)).toEqual([null, 'APPROVE', 'APPROVE']);
    } finally {
      await optLog.stop();
      await events.close();
    }
  });

  it("another tenant sees none of the demo tenant's models, definitions, instances or tasks", async () => {
    const demoModel = (await models(admin.token))[0]!;
    const demoDefinition = (await definitions(admin.token, 'leave'))[0]!;
    const request = (await leave(staff.token, '2026-12-01')).body.data;
    const task = await taskOf(who.leader.token, request.instanceId);
    const p = platform.token;
    const asPlatform = (path: string, o: Parameters<typeof s.call>[1] = {}) =>
      s.call(path, { ...o, token: p, tenant: '0000' });
    expect((await asPlatform(`/activiti/model/${demoModel.id}`)).status).toBe(404);
    expect((await asPlatform(`/activiti/definition/${demoDefinition.id}`)).status).toBe(404);
    expect((await asPlatform(`/activiti/bizLeave/${request.id}`)).status).toBe(404);
    expect((await asPlatform(`/activiti/task/history/${request.instanceId}`)).status).toBe(404);
    expect(
      (await asPlatform(`/activiti/task/${task.id}/complete`, { body: { result: 'APPROVE' } })).status,
    ).toBe(404);
    const theirModels = await asPlatform('/activiti/model/page', { body: { size: 100, current: 1 } });
    const ids = (theirModels.body.data as { records: WfModel[] }).records.map((m) => m.id);
    expect(ids).not.toContain(demoModel.id);
    // The platform tenant has its own seeded processes.
    expect((theirModels.body.data as { records: WfModel[] }).records.map((m) => m.key).sort()).toEqual([
      'leave',
      'reimbursement',
    ]);
    for (const view of ['TODO', 'DONE', 'STARTED']) {
      const tasks = await asPlatform('/activiti/task/page', { body: { model: { view } } });
      expect((tasks.body.data as { records: WfTask[] }).records).toEqual([]);
    }
    const leaves = await asPlatform('/activiti/bizLeave/page', { body: {} });
    expect((leaves.body.data as { records: BizLeave[] }).records).toEqual([]);
  });
});

afterAll(() => undefined);
