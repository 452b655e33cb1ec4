import { endpoints } from '@pocket/contract';
import type { EndpointDef } from '@pocket/contract';
import type { Lang } from './i18n.ts';

type Names = readonly [zh: string, en: string];

/** The name of each resource (the tag of its endpoints) in the operation log. */
const RESOURCES: Record<string, Names> = {
  attachment: ['附件', 'file'],
  tenant: ['租户', 'tenant'],
  datasourceConfig: ['数据源', 'datasource'],
  blockList: ['黑名单规则', 'block rule'],
  rateLimiter: ['限流规则', 'rate rule'],
  station: ['岗位', 'station'],
  online: ['在线用户', 'session'],
  application: ['应用', 'application'],
  loginLog: ['登录日志', 'sign-in log entry'],
  dictionary: ['字典项', 'dictionary item'],
  area: ['地区', 'area'],
  org: ['组织', 'organisation'],
  optLog: ['操作日志', 'operation log entry'],
  socialProvider: ['第三方登录', 'sign-in provider'],
  user: ['用户', 'user'],
  parameter: ['参数', 'parameter'],
  role: ['角色', 'role'],
  menu: ['菜单', 'menu'],
  resource: ['资源', 'resource'],
  worker: ['员工', 'worker'],
  userLocation: ['校区', 'campus'],
  checkIn: ['签到', 'check-in'],
  courseCate: ['课程分类', 'course category'],
  order: ['订单', 'order'],
  course: ['课程', 'course'],
  smsTask: ['短信任务', 'SMS task'],
  smsSendStatus: ['短信发送状态', 'SMS send status'],
  smsTemplate: ['短信模板', 'SMS template'],
  msg: ['消息', 'message'],
  table: ['代码生成的表', 'imported table'],
  model: ['流程模型', 'workflow model'],
  definition: ['流程定义', 'process definition'],
  bizLeave: ['请假申请', 'leave request'],
  bizReimbursement: ['报销申请', 'reimbursement'],
  task: ['流程任务', 'workflow task'],
};

/** The modules that are groups of endpoints rather than resources. */
const GROUPS: Record<string, Names> = {
  account: ['账户', 'account'],
  areaLookup: ['地区查询', 'area lookup'],
  campusAudit: ['校区审核', 'campus audit'],
  campusPublic: ['校区签到', 'campus check-in'],
  dashboard: ['工作台', 'dashboard'],
  health: ['健康检查', 'health'],
  lookup: ['公共查询', 'lookups'],
  oauth: ['认证', 'authentication'],
  payment: ['支付', 'payment'],
  userOrder: ['我的订单', 'my orders'],
  website: ['网站', 'website'],
};

/** The writes every resource has (its generated endpoints `${key}Create` …). */
const VERBS: Record<string, Names> = {
  Create: ['新增', 'Create'],
  Update: ['修改', 'Change'],
  Delete: ['删除', 'Delete'],
  Import: ['导入', 'Import'],
  Export: ['导出', 'Export'],
};

/** The writes of the custom endpoints, by endpoint name. */
const ACTIONS: Record<string, Names> = {
  attachmentUpload: ['上传附件', 'Upload a file'],
  attachmentMedia: ['上传媒体文件', 'Upload a media file'],
  attachmentDownload: ['下载附件', 'Download files'],
  login: ['登录', 'Sign in'],
  logout: ['退出登录', 'Sign out'],
  register: ['注册', 'Register'],
  socialStart: ['发起第三方登录', 'Start a third-party sign-in'],
  socialBindStart: ['发起第三方账号绑定', 'Start binding a third-party account'],
  socialExchange: ['第三方登录换取令牌', 'Exchange a third-party sign-in'],
  socialBind: ['绑定第三方账号', 'Bind a third-party account'],
  socialRegister: ['第三方账号注册', 'Register with a third-party account'],
  qrcodeScan: ['扫描登录二维码', 'Scan a sign-in QR code'],
  qrcodeRefuse: ['拒绝二维码登录', 'Refuse a QR-code sign-in'],
  qrcodeConfirm: ['确认二维码登录', 'Confirm a QR-code sign-in'],
  annoLogin: ['登录', 'Sign in'],
  tenantDatasource: ['迁移租户数据', "Move a tenant's data"],
  datasourceConfigTest: ['测试数据源连接', 'Test a datasource'],
  tableWrite: ['写入生成的代码', 'Write generated code'],
  applicationSecret: ['重置应用密钥', 'Renew an application secret'],
  optLogClear: ['清空操作日志', 'Clear the operation log'],
  socialProviderSave: ['保存第三方登录配置', 'Save a sign-in provider'],
  userSaveOrgUser: ['保存组织用户', 'Save an organisation user'],
  userBase: ['修改个人资料', 'Change own profile'],
  userAvatar: ['修改头像', 'Change own avatar'],
  userReset: ['重置密码', 'Reset passwords'],
  userPassword: ['修改密码', 'Change own password'],
  userReload: ['启用或停用用户', 'Enable or disable users'],
  userSocialUnbind: ['解绑第三方账号', 'Unbind a third-party account'],
  roleSaveResource: ['角色授权', 'Grant menus and resources to a role'],
  roleSaveUserRole: ['分配角色用户', 'Assign users to a role'],
  workerState: ['修改员工在职状态', "Change a worker's position status"],
  workerReset: ['重置员工密码', "Reset a worker's password"],
  userLocationRenew: ['校区续费', 'Renew a campus'],
  campusAuditDecide: ['审核校区', 'Decide on a campus'],
  campusCheckIn: ['签到', 'Check in'],
  orderRemark: ['修改订单备注', 'Change an order remark'],
  orderClose: ['关闭订单', 'Close an order'],
  orderRefund: ['订单退款', 'Refund an order'],
  orderOffline: ['线下收款', 'Record an offline payment'],
  userOrderCreate: ['下单', 'Place an order'],
  userOrderPay: ['支付订单', 'Pay an order'],
  userOrderClose: ['取消订单', 'Cancel an order'],
  payNotify: ['支付通知', 'Payment notification'],
  coursePutaway: ['课程上架或下架', 'Put a course on or off sale'],
  courseState: ['启用或停用课程', 'Enable or disable a course'],
  courseSort: ['课程排序', 'Sort courses'],
  myMsgMark: ['标记消息已读', 'Mark messages read'],
  dictionaryCodes: ['查询字典项', 'Read dictionary items'],
  enums: ['查询枚举', 'Read enumerations'],
  accountLedger: ['查询账户流水', 'Read an account ledger'],
  msgReceipts: ['查询消息回执', 'Read message receipts'],
  smsOutboxPage: ['查询短信发件箱', 'Read the SMS outbox'],
  modelSaveXml: ['保存流程图', 'Save a process diagram'],
  modelDeploy: ['发布流程', 'Publish a process'],
  modelImportXml: ['导入流程图', 'Import a process diagram'],
  definitionSetState: ['挂起或激活流程定义', 'Suspend or activate a process definition'],
  definitionDelete: ['删除流程定义', 'Delete process definitions'],
  definitionMapping: ['流程定义转换为模型', 'Turn a process definition into a model'],
  bizLeaveCreate: ['提交请假申请', 'Ask for leave'],
  bizReimbursementCreate: ['提交报销申请', 'Ask for a reimbursement'],
  taskComplete: ['审批任务', 'Approve or reject a task'],
};

const index = (lang: Lang) => (lang === 'zh' ? 0 : 1);

/**
 * The operation of a log entry in the reader's language, from the endpoint's name and tag (its
 * resource): "新增用户" / "Create user". Undefined for an endpoint without a name here (the
 * stored summary is shown then).
 */
export function operationName(
  lang: Lang,
  actionMethod: string | null,
  tag: string | null,
): string | undefined {
  if (!actionMethod) return undefined;
  const action = ACTIONS[actionMethod];
  if (action) return action[index(lang)];
  const resource = tag ? RESOURCES[tag] : undefined;
  if (!resource || !tag || !actionMethod.startsWith(tag)) return undefined;
  const verb = VERBS[actionMethod.slice(tag.length)];
  if (!verb) return undefined;
  return lang === 'zh' ? `${verb[0]}${resource[0]}` : `${verb[1]} ${resource[1]}`;
}

/** The module of a log entry (its endpoint's tag) in the reader's language; the tag when unknown. */
export function moduleName(lang: Lang, tag: string | null): string | null {
  if (!tag) return null;
  const names = RESOURCES[tag] ?? GROUPS[tag];
  if (!names) return tag;
  return lang === 'zh' ? names[0] : names[1].charAt(0).toUpperCase() + names[1].slice(1);
}

/** The endpoint names whose operation, in this language, contains the text (the log's filter). */
export function operationsMatching(lang: Lang, text: string): string[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return Object.entries(endpoints as Record<string, EndpointDef>)
    .filter(([name, def]) =>
      operationName(lang, name, def.tag ?? null)
        ?.toLowerCase()
        .includes(needle),
    )
    .map(([name]) => name);
}
