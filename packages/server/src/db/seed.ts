import { LOCAL_IDP } from '../idp/local-idp-config.ts';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatDate } from '@pocket/contract';
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import { serverRoot } from '../env.ts';
import { hashPassword, sha256 } from '../lib/security.ts';
import { storeImage } from '../modules/file/file.ts';
import { storeMedia } from '../modules/file/media.ts';
import {
  completePayment,
  createOrder,
  membershipProduct,
  newAttempt,
  payWithBalance,
} from '../modules/course/order/order-service.ts';
import type { Db, Tx } from './client.ts';
import { switchTenant } from './client.ts';
import { seedAreas } from './seed-areas.ts';
import { newId } from './ids.ts';
import {
  application,
  course,
  courseCate,
  dictionary,
  loginLog,
  menu,
  msg,
  msgReceive,
  org,
  parameter,
  role,
  roleMenu,
  rolePermission,
  setting,
  socialProvider,
  station,
  tenant,
  user,
  userLocation,
  userRole,
  userSocial,
  bizLeave,
  bizReimbursement,
  wfDefinition,
  wfInstance,
  wfModel,
  wfTask,
  workerCampus,
} from './schema.ts';
import { DICTIONARIES, MENU_TREE, SAMPLE_AGENTS, SOCIAL_PROVIDERS } from './seed-data.ts';
import { FINANCE_THRESHOLD_PARAM } from '@pocket/contract';
import { startEngine } from '../modules/activiti/engine.ts';
import { seedModel } from '../modules/activiti/model.ts';
import { SEEDED_PROCESSES, WORKFLOW_ROLES } from '../modules/activiti/seed-processes.ts';
import type { MenuSeed } from './seed-data.ts';

/** The seeded accounts (documented in the README and printed on start). */
export const SEED = {
  platformTenant: '0000',
  demoTenant: '1111',
  adminAccount: 'admin',
  staffAccount: 'staff',
  password: 'pocket123456',
  initialPassword: '123456',
  clientId: 'pocket_web',
  clientSecret: 'pocket_web_secret',
} as const;

export type SeedOptions = {
  /** Days of login log to generate for the dashboard chart (14 by default). */
  loginLogDays?: number;
};

type AnyTx = Tx | Db;

const nameOf = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((p) => p[0]?.toUpperCase() + p.slice(1))
    .join('');

/** Inserts the menu tree of a tenant; returns ids of every menu/button and of the staff subset. */
async function seedMenus(tx: AnyTx, tenantCode: string, platform: boolean) {
  const all: bigint[] = [];
  const staff: bigint[] = [];
  const staffCodes: string[] = [];
  const rows: (typeof menu.$inferInsert)[] = [];
  const walk = (items: MenuSeed[], parentId: bigint) => {
    items.forEach((item, index) => {
      if (item.platform && !platform) return;
      const id = newId();
      all.push(id);
      if (item.staff) staff.push(id);
      rows.push({
        id,
        tenantCode,
        label: item.label,
        labelEn: item.en,
        path: item.path,
        name: nameOf(item.path),
        component: item.component,
        redirect: item.redirect ?? null,
        hidden: item.hidden ?? false,
        alwaysShow: item.alwaysShow ?? false,
        affix: item.affix ?? false,
        icon: item.icon ?? null,
        type: 'MENU',
        sortValue: index + 1,
        parentId,
        readonly: true,
        isGeneral: item.component !== 'Layout' && item.staff === true,
      });
      (item.codes ?? []).forEach((code, i) => {
        const buttonId = newId();
        all.push(buttonId);
        if (item.staff && code.endsWith(':view')) {
          staff.push(buttonId);
          staffCodes.push(code);
        }
        rows.push({
          id: buttonId,
          tenantCode,
          label: code,
          labelEn: code,
          code,
          type: 'BUTTON',
          sortValue: i + 1,
          parentId: id,
          readonly: true,
        });
      });
      if (item.children) walk(item.children, id);
    });
  };
  walk(MENU_TREE, 0n);
  await tx.insert(menu).values(rows);
  return { all, staff, staffCodes };
}

/** Base data of a tenant: menus, the SUPER_ADMIN and STAFF roles, parameters, dictionaries, a root
 * organisation and a built-in admin account. Used by the seed and by tenant creation. */
export async function seedTenantBase(
  tx: AnyTx,
  options: {
    code: string;
    name: string;
    platform: boolean;
    adminPasswordHash: string;
    initialPassword: string;
    /** The admin must change the password at first sign-in (a tenant made through the API). */
    adminMustChangePassword?: boolean;
  },
) {
  const { code } = options;
  await switchTenant(tx, code);
  const menus = await seedMenus(tx, code, options.platform);
  const adminRole = newId();
  const staffRole = newId();
  await tx.insert(role).values([
    {
      id: adminRole,
      tenantCode: code,
      code: 'SUPER_ADMIN',
      name: '超级管理员',
      describe: 'all permissions',
      readonly: true,
      dsType: 'ALL',
    },
    {
      id: staffRole,
      tenantCode: code,
      code: 'STAFF',
      name: '普通员工',
      describe: 'courses and messages, read only users',
      readonly: false,
      dsType: 'THIS_LEVEL',
    },
  ]);
  await tx
    .insert(roleMenu)
    .values([
      ...menus.all.map((menuId) => ({ tenantCode: code, roleId: adminRole, menuId })),
      ...menus.staff.map((menuId) => ({ tenantCode: code, roleId: staffRole, menuId })),
    ]);
  // The super admin holds every code of its scope (the wildcard also covers codes added later);
  // staff may view what their menus show.
  await tx
    .insert(rolePermission)
    .values([
      { tenantCode: code, roleId: adminRole, code: '*' },
      ...menus.staffCodes.map((c) => ({ tenantCode: code, roleId: staffRole, code: c })),
    ]);
  await tx.insert(parameter).values([
    {
      id: newId(),
      tenantCode: code,
      key: 'INITIAL_PASSWORD',
      name: '初始密码',
      value: options.initialPassword,
      describe: 'new users and password resets',
    },
    {
      id: newId(),
      tenantCode: code,
      key: 'WEBSITE_THEME_COLOR',
      name: '官网主题色',
      value: '#409EFF',
      describe: 'theme colour of the public website (#rrggbb)',
    },
    {
      id: newId(),
      tenantCode: code,
      key: 'LOGIN_POLICY',
      name: '登录策略',
      value: 'ONLY_ONE_CLIENT',
      describe: 'informational',
      readonly: true,
    },
  ]);
  await tx.insert(dictionary).values(
    Object.entries(DICTIONARIES).flatMap(([type, d]) =>
      d.items.map(([itemCode, zh, en], i) => ({
        id: newId(),
        tenantCode: code,
        type,
        label: d.label,
        code: itemCode,
        name: zh,
        nameEn: en,
        sortValue: i + 1,
        readonly: true,
      })),
    ),
  );
  const rootOrg = newId();
  await tx.insert(org).values({
    id: rootOrg,
    tenantCode: code,
    label: options.name,
    abbreviation: options.name,
    type: 'SCHOOL',
    sortValue: 1,
  });
  const adminId = newId();
  await tx.insert(user).values({
    id: adminId,
    tenantCode: code,
    account: 'admin',
    name: options.platform ? '平台管理员' : '超级管理员',
    password: options.adminPasswordHash,
    mustChangePassword: options.adminMustChangePassword ?? false,
    orgId: rootOrg,
    sex: 'N',
    readonly: true,
    workDescribe: options.platform ? 'Platform administrator' : 'School administrator',
  });
  await tx.insert(userRole).values({ tenantCode: code, userId: adminId, roleId: adminRole });
  const workflowRoles = await seedWorkflow(tx, code, staffRole);
  return { adminId, adminRole, staffRole, rootOrg, workflowRoles };
}

/** What requesters and approvers of the workflow may do: ask for leave and reimbursements, see
 * and do their tasks (docs/workflow.md "Seeded processes"). */
const WORKFLOW_GRANTS = [
  'activiti:bizLeave:view',
  'activiti:bizLeave:add',
  'activiti:bizReimbursement:view',
  'activiti:bizReimbursement:add',
  'activiti:task:view',
  'activiti:task:edit',
];
const WORKFLOW_MENUS = ['/activiti', '/activiti/bizLeave', '/activiti/bizReimbursement', '/activiti/task'];

/**
 * The workflow base of a tenant: the roles HR, FINANCE and ORG_LEADER, the parameter
 * WORKFLOW_FINANCE_THRESHOLD (yuan), the models `leave` and `reimbursement` deployed as version 1,
 * and the requester's grants and menus for those roles and STAFF. Skips what exists, so it also
 * brings a tenant seeded before the workflow up to date. Answers the workflow roles' ids by code.
 */
export async function seedWorkflow(
  tx: AnyTx,
  code: string,
  staffRole?: bigint,
): Promise<Record<string, bigint>> {
  await switchTenant(tx, code);
  await tx
    .insert(role)
    .values(
      WORKFLOW_ROLES.map(([roleCode, name]) => ({
        id: newId(),
        tenantCode: code,
        code: roleCode,
        name,
        describe: 'workflow',
        dsType: 'SELF',
      })),
    )
    .onConflictDoNothing();
  const roles = await tx
    .select({ id: role.id, code: role.code })
    .from(role)
    .where(
      and(
        eq(role.tenantCode, code),
        inArray(
          role.code,
          WORKFLOW_ROLES.map(([c]) => c),
        ),
      ),
    );
  const ids = Object.fromEntries(roles.map((r) => [r.code, r.id]));
  const menus = await tx
    .select({ id: menu.id })
    .from(menu)
    .where(
      and(
        eq(menu.tenantCode, code),
        or(inArray(menu.path, WORKFLOW_MENUS), inArray(menu.code, WORKFLOW_GRANTS)),
      ),
    );
  const grantees = [...roles.map((r) => r.id), ...(staffRole === undefined ? [] : [staffRole])];
  if (grantees.length) {
    await tx
      .insert(roleMenu)
      .values(grantees.flatMap((roleId) => menus.map((m) => ({ tenantCode: code, roleId, menuId: m.id }))))
      .onConflictDoNothing();
    await tx
      .insert(rolePermission)
      .values(
        grantees.flatMap((roleId) => WORKFLOW_GRANTS.map((c) => ({ tenantCode: code, roleId, code: c }))),
      )
      .onConflictDoNothing();
  }
  await tx
    .insert(parameter)
    .values({
      id: newId(),
      tenantCode: code,
      key: FINANCE_THRESHOLD_PARAM,
      name: '报销财务审批阈值（元）',
      value: '5000',
      describe: 'reimbursements above this many yuan also need finance approval',
    })
    .onConflictDoNothing();
  for (const p of SEEDED_PROCESSES) {
    const [model] = await tx
      .select({ id: wfModel.id })
      .from(wfModel)
      .where(and(eq(wfModel.tenantCode, code), eq(wfModel.key, p.key)));
    const [definition] = await tx
      .select({ id: wfDefinition.id })
      .from(wfDefinition)
      .where(and(eq(wfDefinition.tenantCode, code), eq(wfDefinition.key, p.key)))
      .limit(1);
    if (!model && !definition) await seedModel(tx as Tx, code, p);
  }
  return ids;
}

async function seedDemoExtras(
  tx: AnyTx,
  base: Awaited<ReturnType<typeof seedTenantBase>>,
  passwordHash: string,
  days: number,
) {
  const code = SEED.demoTenant;
  const teaching = newId();
  const it = newId();
  await tx.insert(org).values([
    {
      id: teaching,
      tenantCode: code,
      label: '教务处',
      abbreviation: '教务',
      parentId: base.rootOrg,
      type: 'DEPARTMENT',
      sortValue: 1,
    },
    {
      id: it,
      tenantCode: code,
      label: '信息中心',
      abbreviation: '信息',
      parentId: base.rootOrg,
      type: 'DEPARTMENT',
      sortValue: 2,
    },
  ]);
  // Course categories of both types, two levels.
  const [coding, languages, downloads] = [newId(), newId(), newId()];
  const [frontEnd, backEnd, english, handouts] = [newId(), newId(), newId(), newId()];
  await tx.insert(courseCate).values([
    { id: coding, tenantCode: code, label: '编程开发', abbreviation: '编程', type: 'COURSE', sortValue: 1 },
    {
      id: languages,
      tenantCode: code,
      label: '语言学习',
      abbreviation: '语言',
      type: 'COURSE',
      sortValue: 2,
    },
    {
      id: downloads,
      tenantCode: code,
      label: '课件下载',
      abbreviation: '课件',
      type: 'DOWNLOAD',
      sortValue: 3,
    },
    ...[
      [frontEnd, '前端开发', coding, 'COURSE'],
      [backEnd, '后端开发', coding, 'COURSE'],
      [english, '英语', languages, 'COURSE'],
      [handouts, '讲义 PDF', downloads, 'DOWNLOAD'],
    ].map(([id, label, parentId, type], i) => ({
      id: id as bigint,
      tenantCode: code,
      label: label as string,
      parentId: parentId as bigint,
      type: type as string,
      sortValue: i + 1,
    })),
  ]);
  const staffId = newId();
  await tx.insert(user).values({
    id: staffId,
    tenantCode: code,
    account: SEED.staffAccount,
    name: '张老师',
    password: passwordHash,
    orgId: teaching,
    sex: 'W',
    email: 'staff@pocket.example',
    mobile: '13800000001',
    workDescribe: 'Course staff',
    education: 'BACHELOR',
    nation: 'HAN',
    positionStatus: 'ON_DUTY',
    userType: 'WORKER',
    isLecturer: true,
  });
  await tx.insert(userRole).values({ tenantCode: code, userId: staffId, roleId: base.staffRole });
  // Approvers of the seeded processes: the leader of 教务处 (the staff user's organisation), HR
  // and finance (docs/workflow.md).
  const approvers = [
    ['leader', '李主任', teaching, 'ORG_LEADER', 'Head of academic affairs'],
    ['hr', '王人事', base.rootOrg, 'HR', 'Human resources'],
    ['finance', '赵财务', base.rootOrg, 'FINANCE', 'Finance'],
  ] as const;
  for (const [account, name, orgId, roleCode, workDescribe] of approvers) {
    const id = newId();
    await tx.insert(user).values({
      id,
      tenantCode: code,
      account,
      name,
      password: passwordHash,
      orgId,
      sex: 'N',
      workDescribe,
      positionStatus: 'ON_DUTY',
      userType: 'WORKER',
    });
    const roleId = base.workflowRoles[roleCode];
    if (roleId !== undefined) await tx.insert(userRole).values({ tenantCode: code, userId: id, roleId });
    if (account === 'leader') await seedDemoRequests(tx, { staffId, leaderId: id });
  }
  await tx.insert(station).values(
    (
      [
        ['教务主管', '负责排课与教学管理', teaching],
        ['讲师', '授课与课程制作', teaching],
        ['班主任', '学员服务与学习督导', teaching],
        ['招生顾问', '课程咨询与报名', base.rootOrg],
        ['运维工程师', '网站与系统运维', it],
      ] as const
    ).map(([name, describe, orgId]) => ({ id: newId(), tenantCode: code, name, describe, orgId })),
  );
  await seedCampusesAndWorkers(tx, { passwordHash, orgId: teaching, createdBy: base.adminId });
  await seedCourses(tx, {
    createdBy: base.adminId,
    lecturer: staffId,
    orgId: teaching,
    categories: { coding, languages, frontEnd, backEnd, english, handouts },
  });
  await seedOrders(tx, { admin: base.adminId, staff: staffId });
  // The demo admin has a GitHub account bound, so the profile's list is not empty.
  await tx.insert(userSocial).values({
    id: newId(),
    tenantCode: code,
    userId: base.adminId,
    provider: 'GITHUB',
    openId: '58123947',
    nickname: 'pocket-admin',
    avatar: 'https://avatars.githubusercontent.com/u/58123947',
  });
  const messages: [string, string, string, boolean][] = [
    ['NOTIFY', '欢迎使用口袋课程', '<p>欢迎使用<b>口袋课程</b>管理后台。</p>', false],
    ['WAIT', '待审核的课程', '<p>有 3 门新课程等待审核。</p>', false],
    ['PUBLICITY', '春季学期开学公告', '<p>春季学期将于 3 月 1 日开学。</p>', true],
    ['WARN', '存储空间即将用尽', '<p>附件存储已使用 90%。</p>', false],
    ['NOTIFY', '系统维护通知', '<p>本周六 22:00 进行系统维护。</p>', true],
  ];
  const start = Date.now() - messages.length * 3_600_000;
  for (const [i, [type, title, content, read]] of messages.entries()) {
    const id = newId();
    await tx.insert(msg).values({
      id,
      tenantCode: code,
      msgType: type,
      title,
      content,
      author: '系统',
      createTime: new Date(start + i * 3_600_000),
      createdBy: base.adminId,
    });
    await tx.insert(msgReceive).values([
      {
        tenantCode: code,
        msgId: id,
        userId: base.adminId,
        isRead: read,
        readTime: read ? new Date() : null,
      },
      ...(type === 'PUBLICITY' || type === 'NOTIFY'
        ? [{ tenantCode: code, msgId: id, userId: staffId }]
        : []),
    ]);
  }
  await seedLoginLog(
    tx,
    code,
    [
      { id: base.adminId, account: 'admin', name: '超级管理员' },
      { id: staffId, account: SEED.staffAccount, name: '张老师' },
    ],
    days,
  );
}

/** A leave request and a reimbursement of the staff user, each waiting for the leader (run on
 * the engine like any request, so they can be approved in the demo). */
async function seedDemoRequests(tx: AnyTx, who: { staffId: bigint; leaderId: bigint }) {
  const code = SEED.demoTenant;
  const requests = [
    {
      key: 'leave',
      bizType: 'LEAVE',
      title: '张老师的请假申请',
      variables: { days: 3, leaveType: 'ANNUAL' },
    },
    {
      key: 'reimbursement',
      bizType: 'REIMBURSEMENT',
      title: '张老师的报销申请',
      variables: { amount: 128_000, financeThreshold: 500_000, reimbursementType: 'TRAVEL' },
    },
  ] as const;
  for (const r of requests) {
    const [definition] = await tx
      .select()
      .from(wfDefinition)
      .where(and(eq(wfDefinition.tenantCode, code), eq(wfDefinition.key, r.key)))
      .limit(1);
    if (!definition) continue;
    const instanceId = newId();
    const bizId = newId();
    const variables = { ...r.variables, starter: SEED.staffAccount, starterId: String(who.staffId) };
    const step = await startEngine(String(instanceId), definition.xml, variables);
    await tx.insert(wfInstance).values({
      id: instanceId,
      tenantCode: code,
      definitionId: definition.id,
      definitionKey: definition.key,
      definitionName: definition.name,
      bizType: r.bizType,
      bizId,
      title: r.title,
      startUserId: who.staffId,
      engineState: step.state,
      variables,
      completedIds: step.completed,
    });
    for (const activityId of step.waiting)
      await tx.insert(wfTask).values({
        id: newId(),
        tenantCode: code,
        instanceId,
        activityId,
        name: '部门领导审批',
        assigneeUserId: who.leaderId,
      });
    if (r.key === 'leave')
      await tx.insert(bizLeave).values({
        id: bizId,
        tenantCode: code,
        instanceId,
        startUserId: who.staffId,
        type: 'ANNUAL',
        startDate: '2026-12-07',
        startHalf: 'AM',
        endDate: '2026-12-09',
        endHalf: 'PM',
        days: 3,
        reason: '回老家探亲',
      });
    else
      await tx.insert(bizReimbursement).values({
        id: bizId,
        tenantCode: code,
        instanceId,
        startUserId: who.staffId,
        type: 'TRAVEL',
        reason: '参加教学研讨会',
        amount: 128_000,
        items: [
          { itemName: '高铁票', amount: 86_000, remark: '往返', attachmentIds: [] },
          { itemName: '住宿', amount: 42_000, remark: null, attachmentIds: [] },
        ],
      });
  }
}

/** Two campuses of the demo school (one approved and in service, one waiting for the platform's
 * audit) and a few workers serving them, one of whom has left. */
async function seedCampusesAndWorkers(
  tx: AnyTx,
  o: { passwordHash: string; orgId: bigint; createdBy: bigint },
) {
  const code = SEED.demoTenant;
  const now = Date.now();
  const [approved, pending] = [newId(), newId()];
  await tx.insert(userLocation).values([
    {
      id: approved,
      tenantCode: code,
      name: '天河校区',
      city: '440100',
      addr: '广州市天河区天河路 385 号',
      lat: 23.1379,
      lng: 113.3245,
      rangeDs: 300,
      isAudit: 'APPROVED',
      opinion: '资料齐全，同意开通',
      auditTime: new Date(now - 86_400_000),
      startTime: new Date(now - 30 * 86_400_000),
      endTime: new Date(now + 335 * 86_400_000),
      createdBy: o.createdBy,
    },
    {
      id: pending,
      tenantCode: code,
      name: '南山校区',
      city: '440300',
      addr: '深圳市南山区科技园南区',
      lat: 22.5405,
      lng: 113.9347,
      startTime: new Date(now),
      endTime: new Date(now + 30 * 86_400_000),
      createdBy: o.createdBy,
    },
  ]);
  const workers: [string, string, string, boolean, string, bigint[]][] = [
    ['liwei', '李伟', '13800000011', true, 'ON_DUTY', [approved]],
    ['chenjing', '陈静', '13800000012', false, 'ON_DUTY', [approved, pending]],
    ['wangfang', '王芳', '13800000013', true, 'LEFT', [approved]],
  ];
  for (const [account, name, mobile, isLecturer, positionStatus, campuses] of workers) {
    const id = newId();
    await tx.insert(user).values({
      id,
      tenantCode: code,
      account,
      name,
      password: o.passwordHash,
      orgId: o.orgId,
      mobile,
      userType: 'WORKER',
      positionStatus,
      isLecturer,
      introduce: isLecturer ? `${name}，资深讲师。` : null,
      createdBy: o.createdBy,
    });
    await tx
      .insert(workerCampus)
      .values(campuses.map((campusId) => ({ tenantCode: code, userId: id, campusId })));
  }
}

/** A file of the seed's media folder (packages/server/seed-media, made once with ffmpeg). */
const seedFile = (name: string, type: string) =>
  new File([readFileSync(path.join(serverRoot, 'seed-media', name))], name, { type });

/** About twenty courses on sale, some free, some paid, with badges, covers and media stored as
 * uploads are (the attachment table), so the website and the attachment list show something. */
async function seedCourses(
  tx: AnyTx,
  o: {
    createdBy: bigint;
    lecturer: bigint;
    orgId: bigint;
    categories: Record<'coding' | 'languages' | 'frontEnd' | 'backEnd' | 'english' | 'handouts', bigint>;
  },
) {
  const by = { createdBy: o.createdBy };
  const covers: string[] = [];
  for (let i = 1; i <= 6; i++) {
    const file = seedFile(`cover-${i}.png`, 'image/png');
    covers.push((await storeImage(tx, 'zh', { file, bizType: 'COURSE_COVER', ...by })).url);
  }
  const video = (
    await storeMedia(tx, 'zh', { file: seedFile('course.mp4', 'video/mp4'), kind: 'video', ...by })
  ).url;
  const trial = (
    await storeMedia(tx, 'zh', { file: seedFile('trial.mp4', 'video/mp4'), kind: 'video', ...by })
  ).url;
  const pdf = (
    await storeMedia(tx, 'zh', { file: seedFile('handout.pdf', 'application/pdf'), kind: 'pdf', ...by })
  ).url;
  const c = o.categories;
  // name, category (level-1 parent), cover, price in cents, badge, type
  const rows: [string, bigint, bigint, number, number, string | null, string][] = [
    ['HTML 与 CSS 入门', c.frontEnd, c.coding, 0, 0, '限时免费', 'VIDEO'],
    ['JavaScript 核心语法', c.frontEnd, c.coding, 0, 9900, '热门', 'VIDEO'],
    ['React 19 实战', c.frontEnd, c.coding, 0, 19900, '新课', 'VIDEO'],
    ['TypeScript 从零到一', c.frontEnd, c.coding, 0, 12900, null, 'VIDEO'],
    ['Vue 3 组件开发', c.frontEnd, c.coding, 0, 0, '免费', 'VIDEO'],
    ['Python 编程基础', c.backEnd, c.coding, 1, 0, '限时免费', 'VIDEO'],
    ['Python 数据分析', c.backEnd, c.coding, 5, 15900, '热门', 'VIDEO'],
    ['Java 面向对象编程', c.backEnd, c.coding, 2, 16900, null, 'VIDEO'],
    ['Spring Boot 微服务', c.backEnd, c.coding, 2, 29900, '新课', 'VIDEO'],
    ['PostgreSQL 数据库设计', c.backEnd, c.coding, 5, 9900, null, 'VIDEO'],
    ['Node.js 服务端开发', c.backEnd, c.coding, 0, 0, '免费', 'VIDEO'],
    ['UI Design Basics', c.coding, c.coding, 3, 8900, 'New', 'VIDEO'],
    ['English Speaking 101', c.english, c.languages, 4, 0, 'Free', 'VIDEO'],
    ['商务英语写作', c.english, c.languages, 4, 13900, '热门', 'VIDEO'],
    ['雅思口语冲刺', c.english, c.languages, 4, 39900, '限时优惠', 'VIDEO'],
    ['英语语法精讲', c.english, c.languages, 4, 0, '限时免费', 'DOCUMENT'],
    ['日语五十音', c.languages, c.languages, 3, 6900, null, 'VIDEO'],
    ['Academic Reading Skills', c.english, c.languages, 4, 11900, null, 'DOCUMENT'],
    ['前端开发讲义', c.handouts, c.handouts, 0, 0, null, 'DOCUMENT'],
    ['Python 讲义', c.handouts, c.handouts, 1, 0, null, 'DOCUMENT'],
  ];
  const start = Date.now() - rows.length * 86_400_000;
  await tx.insert(course).values(
    rows.map(([courseName, categoryId, categoryParent, coverAt, price, labelActivity, courseType], i) => {
      const document = courseType === 'DOCUMENT';
      return {
        id: newId(),
        tenantCode: SEED.demoTenant,
        courseName,
        courseLogo: covers[coverAt] ?? null,
        categoryId,
        categoryParent,
        lecturerUserNo: o.lecturer,
        introduce: `<p><b>${courseName}</b>：由浅入深，配套练习与讲义。</p><ul><li>随时回看</li><li>讲师答疑</li></ul>`,
        label: document ? '讲义,PDF' : '视频,实战',
        labelActivity,
        price,
        courseType,
        videoUrl: document ? null : video,
        videoTestUrl: document ? null : trial,
        pdfUrl: pdf,
        isPutaway: true,
        statusId: true,
        sort: i + 1,
        courseSort: rows.length - i,
        countBuy: price > 0 ? (i * 37) % 300 : 0,
        countStudy: 20 + ((i * 53) % 900),
        orgId: o.orgId,
        createTime: new Date(start + i * 86_400_000),
        updateTime: new Date(start + i * 86_400_000),
        createdBy: o.createdBy,
      };
    }),
  );
}

/** A few orders of the demo tenant, made by the order service as a buyer's would be: the admin
 * recharged online and bought the first paid course with the balance and has a membership order
 * waiting; the staff user's recharge was entered as paid offline. */
async function seedOrders(tx: AnyTx, who: { admin: bigint; staff: bigint }) {
  const result = await tx.execute(sql`select current_setting('app.tenant_code', true) as code`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    code: string | null;
  }[];
  const before = rows[0]?.code ?? '';
  await switchTenant(tx, SEED.demoTenant);
  const t = tx as Tx;
  const recharge = await createOrder(t, {
    userId: who.admin,
    type: 'RECHARGE',
    name: '余额充值',
    amount: 50_000,
  });
  const attempt = await newAttempt(t, 'zh', recharge, 'WECHAT');
  await completePayment(t, 'zh', attempt, { payType: 'WECHAT', payAmount: attempt.amount });
  const [paid] = await tx
    .select({ id: course.id, name: course.courseName, price: course.price })
    .from(course)
    .where(gt(course.price, 0))
    .orderBy(asc(course.sort))
    .limit(1);
  if (paid) {
    const bought = await createOrder(t, {
      userId: who.admin,
      type: 'COURSE',
      name: paid.name,
      amount: paid.price,
      bizId: paid.id,
    });
    await payWithBalance(t, 'zh', bought);
  }
  const { price, days } = await membershipProduct(t);
  await createOrder(t, {
    userId: who.admin,
    type: 'MEMBERSHIP',
    name: `会员 ${days} 天`,
    amount: price,
    days,
  });
  const offline = await createOrder(t, {
    userId: who.staff,
    type: 'RECHARGE',
    name: '余额充值',
    amount: 20_000,
    remark: '前台现金收款',
    createdBy: who.admin,
  });
  await completePayment(t, 'zh', offline, { payType: 'OFFLINE', payAmount: offline.amount });
  await switchTenant(tx, before);
}

/** Login log over the last `days` days so the dashboard chart has data. */
async function seedLoginLog(
  tx: AnyTx,
  code: string,
  users: { id: bigint; account: string; name: string }[],
  days: number,
) {
  const rows: (typeof loginLog.$inferInsert)[] = [];
  for (let day = days - 1; day >= 0; day--) {
    const count = 2 + ((day * 7) % 5);
    for (let i = 0; i < count; i++) {
      const at = new Date();
      at.setDate(at.getDate() - day);
      at.setHours(8 + ((i * 3) % 10), (i * 17) % 60, 0, 0);
      if (at.getTime() > Date.now()) at.setTime(Date.now() - (i + 1) * 60_000);
      const ua = SAMPLE_AGENTS[(day + i) % SAMPLE_AGENTS.length] as string;
      const parsed = new UAParser(ua).getResult();
      const u = users[(day + i) % users.length] as { id: bigint; account: string; name: string };
      rows.push({
        id: newId(),
        tenantCode: code,
        userId: u.id,
        userName: u.name,
        account: u.account,
        requestIp: `192.168.${1 + (day % 3)}.${10 + ((i * 13 + day) % 40)}`,
        description: 'login',
        loginDate: formatDate(at),
        ua,
        browser: parsed.browser.name ?? null,
        browserVersion: parsed.browser.version ?? null,
        operatingSystem: [parsed.os.name, parsed.os.version].filter(Boolean).join(' ') || null,
        location: '内网',
        createTime: at,
      });
    }
  }
  if (rows.length) await tx.insert(loginLog).values(rows);
}

/** Seeds what a fresh database needs (idempotent: existing tenants are left alone). Runs as the
 * connecting superuser, so row-level security does not apply here. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<{ created: string[] }> {
  const created: string[] = [];
  const days = options.loginLogDays ?? 14;
  const passwordHash = await hashPassword(SEED.password);
  await db.transaction(async (tx) => {
    await tx
      .insert(setting)
      .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
      .onConflictDoNothing();
    await tx
      .insert(application)
      .values({
        id: newId(),
        clientId: SEED.clientId,
        clientSecretHash: sha256(SEED.clientSecret),
        name: 'Pocket Course web console',
        appType: 'PC',
        website: 'http://127.0.0.1',
        describe: 'the admin console and public website',
      })
      .onConflictDoNothing();
    await tx
      .insert(socialProvider)
      .values(
        SOCIAL_PROVIDERS.map(([code, name, nameEn, icon, enabled], i) => ({
          code,
          name,
          nameEn,
          icon,
          enabled,
          sortValue: i + 1,
          // The local identity provider `npm start` runs: a platform provider every tenant offers.
          ...(code === LOCAL_IDP.code
            ? {
                issuer: `http://127.0.0.1:${LOCAL_IDP.defaultPort}`,
                clientId: LOCAL_IDP.clientId,
                clientSecret: LOCAL_IDP.clientSecret,
                scopes: 'openid profile email',
              }
            : {}),
        })),
      )
      .onConflictDoNothing();
    // The administrative divisions every tenant's forms choose from (platform data).
    await seedAreas(tx);
    const existing = new Set((await tx.select({ code: tenant.code }).from(tenant)).map((r) => r.code));
    if (!existing.has(SEED.platformTenant)) {
      await tx.insert(tenant).values({
        id: newId(),
        code: SEED.platformTenant,
        name: '口袋课程平台',
        readonly: true,
        duty: 'Pocket Course',
        describe: 'platform tenant: administers the other tenants',
      });
      await seedTenantBase(tx, {
        code: SEED.platformTenant,
        name: '口袋课程平台',
        platform: true,
        adminPasswordHash: passwordHash,
        initialPassword: SEED.initialPassword,
      });
      created.push(SEED.platformTenant);
    }
    if (!existing.has(SEED.demoTenant)) {
      await tx.insert(tenant).values({
        id: newId(),
        code: SEED.demoTenant,
        name: '演示学校',
        domain: 'localhost',
        duty: '王校长',
        describe: 'demo school',
        passwordErrorNum: 5,
        passwordErrorLockTime: 30,
      });
      const base = await seedTenantBase(tx, {
        code: SEED.demoTenant,
        name: '演示学校',
        platform: false,
        adminPasswordHash: passwordHash,
        initialPassword: SEED.initialPassword,
      });
      await seedDemoExtras(tx, base, passwordHash, days);
      await seedLoginLog(
        tx,
        SEED.platformTenant,
        [{ id: (await platformAdmin(tx)) ?? 0n, account: 'admin', name: '平台管理员' }],
        Math.min(days, 3),
      );
      created.push(SEED.demoTenant);
    }
    // Tenants seeded before the workflow existed get its base once (the parameter marks it).
    for (const code of existing) {
      await switchTenant(tx, code);
      const [marked] = await tx
        .select({ id: parameter.id })
        .from(parameter)
        .where(and(eq(parameter.tenantCode, code), eq(parameter.key, FINANCE_THRESHOLD_PARAM)));
      if (marked) continue;
      const [staff] = await tx
        .select({ id: role.id })
        .from(role)
        .where(and(eq(role.tenantCode, code), eq(role.code, 'STAFF')));
      await seedWorkflow(tx, code, staff?.id);
    }
    await tx.execute(sql`select set_config('app.tenant_code', '', true)`);
  });
  return { created };
}

async function platformAdmin(tx: AnyTx): Promise<bigint | undefined> {
  await switchTenant(tx, SEED.platformTenant);
  const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.account, 'admin')).limit(1);
  await switchTenant(tx, SEED.demoTenant);
  return row?.id;
}
