import { HTTP_METHOD } from '@pocket/contract';
import type { EnumName } from '@pocket/contract';

export type Lang = 'zh' | 'en';

/** zh unless the Accept-Language header starts with "en". */
export function langOf(acceptLanguage: string | undefined | null): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

/** User-facing server messages; `{name}` placeholders are filled by `t`. */
const messages = {
  ok: ['成功', 'ok'],
  validation: ['参数校验失败：{detail}', 'Invalid request: {detail}'],
  notFound: ['抱歉，资源未找到', 'Sorry, resource not found'],
  fileTooLarge: ['文件过大，最大 {max}', 'The file is too large (at most {max})'],
  downloadTooMany: [
    '一次最多下载 {max} 个文件，已选 {count} 个',
    'At most {max} files can be downloaded at once ({count} selected)',
  ],
  downloadTooLarge: [
    '所选文件共 {size}，一次最多下载 {max}',
    'The selected files come to {size}; at most {max} can be downloaded at once',
  ],
  bodyTooLarge: ['请求内容过大，最多 {max}', 'The request is too large (at most {max})'],
  bodyTimeout: ['请求内容未能及时收到，请重试', 'The request body did not arrive in time: please try again'],
  multipartBoundary: [
    '表单缺少 boundary（multipart/form-data 必须带 boundary）',
    'The form has no boundary (multipart/form-data needs one)',
  ],
  formMalformed: ['表单内容无法解析', 'The form cannot be read'],
  fileTypeNotAllowed: [
    '不支持的文件类型，仅限 PNG、JPEG、GIF、WebP 图片',
    'File type not allowed: only PNG, JPEG, GIF and WebP images',
  ],
  noPermission: ['无权限', 'No permission'],
  internal: [
    '系统内部错误，请联系网站管理员',
    'Internal system error, please contact the site administrator',
  ],
  readonly: ['只读数据，不可操作', 'Readonly Data, Inoperable'],
  badClient: ['客户端认证失败', 'Invalid client credentials'],
  tokenMissing: ['请先登录', 'Please sign in first'],
  tokenExpired: ['登录已过期，请重新登录', 'Login has expired, please log in again'],
  tokenSignature: ['令牌签名无效', 'Invalid token signature'],
  tokenUnparsable: ['令牌无法解析', 'The token cannot be parsed'],
  tenantMismatch: ['令牌与租户不匹配', 'The token does not belong to this tenant'],
  sessionGone: ['登录已超时，请重新登录', 'Login timed out, please log in again'],
  kickedOut: ['您的账号已在其他地方登录', 'Your account has signed in elsewhere'],
  badCredentials: ['账号或密码错误', 'Wrong account or password'],
  locked: [
    '密码连续输错 {count} 次，账号已锁定，请 {minutes} 分钟后再试',
    'Wrong password {count} times: the account is locked, please try again in {minutes} minutes',
  ],
  userDisabled: ['用户已被禁用，请联系管理员', 'The user is disabled, please contact the administrator'],
  accountExpired: [
    '账号已过有效期，请联系管理员',
    'The account has expired, please contact the administrator',
  ],
  workerLeft: [
    '该员工已离职，无法登录，请联系管理员',
    'This worker has left and can no longer sign in, please contact the administrator',
  ],
  campusClosed: [
    '该校区未通过审核、已停用或已过服务期，暂不能签到',
    'This campus is not approved, disabled or out of service: no check-in is possible',
  ],
  campusUnknown: ['校区不存在或暂不开放', 'The campus does not exist or is not open'],
  checkInTooSoon: [
    '{minutes} 分钟内只能签到一次，请稍后再试',
    'You can check in only once every {minutes} minutes: please try again later',
  ],
  checkInInRange: [
    '签到成功：距校区 {distance} 米，在签到范围（{range} 米）内',
    'Checked in: {distance} m from the campus, inside the check-in radius ({range} m)',
  ],
  checkInOutOfRange: [
    '已记录签到：距校区 {distance} 米，超出签到范围（{range} 米）',
    'Check-in recorded: {distance} m from the campus, outside the check-in radius ({range} m)',
  ],
  campusNotPending: [
    '该校区不在待审核队列中（已审核或不存在）',
    'This campus is not in the audit queue (already decided, or unknown)',
  ],
  campusOwnAudit: ['不能审核本租户自己的校区', 'A tenant cannot audit its own campus'],
  auditDone: ['审核完成', 'Audit decision saved'],
  notWorker: ['该用户不是工作人员', 'This user is not a worker'],
  passwordExpired: [
    '密码已过期，请联系管理员重置密码',
    'The password has expired, please ask an administrator to reset it',
  ],
  tenantMissing: ['请求未携带租户', 'The request carries no tenant'],
  tenantUnavailable: ['租户不存在或不可用', 'The tenant does not exist or is unavailable'],
  captchaTooFrequent: [
    '获取验证码过于频繁，请 1 分钟后再试',
    'Getting the authentication code is too frequent. Please try again in 1 minute',
  ],
  captchaWrong: ['验证码不正确或已过期', 'The verification code is wrong or has expired'],
  refreshInvalid: ['刷新令牌无效或已过期', 'The refresh token is invalid or has expired'],
  accountExists: ['账号已存在', 'The account already exists'],
  tenantExists: ['租户编码已存在', 'The tenant code already exists'],
  oldPasswordIncorrect: ['旧密码不正确', 'Old password incorrect'],
  resetDone: [
    '重置密码成功，新密码为：{secret}',
    'Password reset successfully, the new password is: {secret}',
  ],
  selectionHasSelf: [
    '所选数据包含当前登录用户，操作已取消',
    'The selection contains the signed-in user: the action was cancelled',
  ],
  xlsxOnly: ['仅支持 Xlsx 类型文件', 'Only supports Xlsx type files'],
  importRows: ['导入失败：{count} 行有错误', 'Import failed: {count} rows have errors'],
  importTooManyRows: [
    '导入文件最多 {max} 行，当前文件超过 {max} 行，请拆分后再导入',
    'An import holds at most {max} rows (this file has more): please split it',
  ],
  truncated: ['结果过多，仅显示前 {limit} 行', 'Too many rows: only the first {limit} are shown'],
  xlsxUnpackedTooLarge: [
    '表格解压后过大（最多 {max}），请拆分后再导入',
    'The spreadsheet unpacks to too much data (at most {max}): please split it',
  ],
  importEmpty: ['文件中没有数据', 'The file holds no data'],
  platformOnly: ['仅平台租户可以执行此操作', 'Only the platform tenant can do this'],
  cateTooDeep: [
    '课程分类最多两级：只能放在一级分类下，有下级的分类不能再放到别的分类下',
    'Course categories have two levels at most: a category goes under a top-level one only, and one with children stays at the top',
  ],
  applicationInUse: [
    '当前登录所用的应用不能停用、删除或更换密钥',
    'The application you are signed in with cannot be disabled, deleted or given a new secret',
  ],
  qrcodeTooFrequent: [
    '获取二维码过于频繁，请 1 分钟后再试',
    'Getting the QR code is too frequent. Please try again in 1 minute',
  ],
  qrcodeUnknown: ['二维码不存在或已过期', 'The QR code does not exist or has expired'],
  qrcodeBase: [
    '二维码链接必须指向本站地址（http 或 https）',
    'The QR code link must point to this site (http or https)',
  ],
  qrcodeBrowserOn: ['{os} 上的 {browser}', '{browser} on {os}'],
  domainUnknown: ['未找到该域名对应的租户', 'No tenant serves this domain'],
  unknownReceivers: ['部分接收人不存在', 'Some receivers do not exist'],
  socialNotBound: ['未绑定该第三方账号', 'No account of this provider is bound'],
  unbindDone: ['解绑成功', 'Unbound successfully'],
  socialNotConfigured: [
    '{provider} 尚未配置（需要该平台的应用凭据和互联网连接），暂不能使用',
    '{provider} is not set up (it needs app credentials from that platform and an internet connection), so it cannot be used yet',
  ],
  socialUnknownProvider: ['没有这个第三方登录方式', 'There is no such third-party sign-in provider'],
  socialUnreachable: [
    '无法连接 {provider}，请稍后再试',
    'Could not reach {provider}; please try again later',
  ],
  socialCodeInvalid: [
    '第三方登录已失效或已使用，请重新发起',
    'This third-party sign-in has expired or was already used; please start it again',
  ],
  socialTakenByOther: [
    '该 {provider} 账号已绑定到其他用户',
    'This {provider} account is already bound to another user',
  ],
  socialProviderTaken: [
    '该用户已绑定另一个 {provider} 账号，请先解绑',
    'This user already has another {provider} account bound; unbind it first',
  ],
  socialLastWay: [
    '该账号没有密码，这是唯一的登录方式，不能解绑；请先设置密码',
    'This account has no password and this is its only way to sign in, so it cannot be unbound; set a password first',
  ],
  socialStartTooFrequent: [
    '第三方登录发起过于频繁，请稍后再试',
    'Too many third-party sign-ins started; please wait a moment',
  ],
  roleNotHeld: [
    '只能分配或收回您自己拥有的角色',
    'You can only assign or remove roles that you hold yourself',
  ],
  ownRoles: ['不能修改自己的角色', 'You cannot change your own roles'],
  ownRoleEdit: [
    '不能修改自己拥有的角色的授权或数据范围',
    'You cannot change the grants or data scope of a role you hold yourself',
  ],
  platformCode: [
    '平台权限编码不能在租户内声明或授予：{code}',
    'A platform permission code cannot be declared or granted inside a tenant: {code}',
  ],
  codeNotHeld: [
    '只能授予您自己拥有的权限：{code}',
    'You can only grant permissions that you hold yourself: {code}',
  ],
  resourceInUse: [
    '该资源已授予角色，不能修改其编码；请先从角色中收回',
    'This resource is granted to roles, so its code cannot change: revoke it from the roles first',
  ],
  areaLevel: [
    '地区层级与上级不符：省份在顶层，城市在省份下，区县在城市或省份下',
    'The level does not fit the parent: provinces at the top, cities under a province, districts under a city or province',
  ],
  mediaTypeNotAllowed: [
    '文件类型不符：{kind}只接受 {types}（按文件内容判断）',
    'File type not allowed: {kind} accepts {types} only (judged by the file content)',
  ],
  mediaKindVideo: ['视频', 'a video'],
  mediaKindPdf: ['PDF 课件', 'a PDF'],
  mediaKindPpt: ['PPT 课件', 'a PPT'],
  mediaNotStored: ['不是本租户已上传的{kind}文件', 'Not {kind} file uploaded to this tenant'],
  courseNotReady: [
    '课程“{name}”无法上架，缺少：{missing}',
    'The course "{name}" cannot go on sale: missing {missing}',
  ],
  partName: ['名称', 'a name'],
  partCategory: ['分类', 'a category'],
  partCover: ['封面', 'a cover'],
  partMedia: ['视频或 PDF', 'a video or a PDF'],
  partCourseware: ['PDF 或 PPT 课件', 'a PDF or a PPT'],
  listSeparator: ['、', ', '],
  notLecturer: ['所选用户不是讲师，或已离职', 'The chosen user is not a lecturer, or has left'],
  downloadCateDocumentOnly: [
    '下载分类只收课件：课程类型须为“文档”',
    'A DOWNLOAD category holds courseware only: the course type must be DOCUMENT',
  ],
  cateHoldsCourses: [
    '所选分类（含下级）还有 {count} 门课程，不能删除，请先移走或删除这些课程',
    'The chosen categories (with their children) still hold {count} courses and cannot be deleted: move or delete those courses first',
  ],
  mediaNeedsSignIn: ['请先登录后再查看课件', 'Please sign in to open the courseware'],
  mediaNotEntitled: [
    '您还没有观看该课程的权限，请购买课程或开通会员',
    'You may not watch this course yet: buy it or become a member',
  ],
  mediaLinkInvalid: [
    '播放链接已过期或无效，请刷新页面',
    'The media link has expired or is invalid: reload the page',
  ],
  orderMoveRefused: ['订单状态为“{from}”，不能变为“{to}”', 'The order is {from}: it cannot become {to}'],
  balanceTooLow: ['余额不足', 'The balance is too low'],
  orderTypeUnavailable: ['该类型的订单暂不支持支付', 'Orders of this type cannot be paid yet'],
  rechargeByBalance: ['充值订单不能使用余额支付', 'A recharge cannot be paid with the balance'],
  orderRecharge: ['余额充值', 'Balance recharge'],
  orderMembership: ['会员 {days} 天', 'Membership, {days} days'],
  orderCampusFee: ['校区续费：{name}，{years} 年', 'Campus renewal: {name}, {years} year(s)'],
  campusRenewApproved: ['只有审核通过的校区才能续费', 'Only a campus the platform approved can be renewed'],
  courseIsFree: ['免费课程无需购买', 'This course is free: there is nothing to buy'],
  courseAlreadyYours: ['您已可以观看该课程', 'You can already watch this course'],
  paySignatureBad: ['支付签名无效', 'The payment signature is invalid'],
  sandboxTitle: ['沙箱支付', 'Sandbox payment'],
  sandboxNote: [
    '这是内置的沙箱支付服务，不会产生真实扣款。',
    'This is the built-in sandbox payment provider: no real money moves.',
  ],
  sandboxItem: ['商品', 'Item'],
  sandboxAmount: ['金额', 'Amount'],
  sandboxPayNo: ['支付单号', 'Payment number'],
  sandboxPay: ['支付', 'Pay'],
  sandboxFail: ['支付失败', 'Fail'],
  sandboxDone: ['该支付已处理。', 'This payment has been handled.'],
  nothingToUpdate: ['没有要修改的字段', 'Nothing to change: the body gives no field besides the id'],
  passwordChangeRequired: [
    '请先修改初始密码后再继续使用',
    'Please change your initial password before going on',
  ],
  registerClosed: [
    '该租户未开放自助注册，请联系管理员开通账号',
    'Registration is not open in this tenant: please ask an administrator for an account',
  ],
  refreshReused: [
    '刷新令牌已被使用过，为安全起见本次登录已结束，请重新登录',
    'The refresh token was used before: for safety this session has been ended, please sign in again',
  ],
  smsTaskNotDraft: [
    '只有草稿可以修改，该短信任务已提交发送',
    'Only a draft can be changed: this SMS task has been sent',
  ],
  smsLimitHour: [
    '该号码一小时内的短信已达上限（参数 sms_mobile_hour_limit）',
    'This number has had its most SMS for the hour (parameter sms_mobile_hour_limit)',
  ],
  smsLimitDay: [
    '该号码当天的短信已达上限（参数 sms_mobile_day_limit）',
    'This number has had its most SMS for the day (parameter sms_mobile_day_limit)',
  ],
  smsTemplateGone: ['短信模板已被删除', 'The SMS template was deleted'],
  smsSecretUnreadable: [
    '无法读取模板的应用密钥，请重新填写',
    "The template's app secret cannot be read: enter it again",
  ],
  loginTooFrequent: [
    '登录尝试过于频繁，请 1 分钟后再试',
    'Too many sign-in attempts. Please try again in 1 minute',
  ],
  datasourceTestOk: ['连接成功：{version}（{ms} 毫秒）', 'Connected: {version} ({ms} ms)'],
  datasourceTestNew: [
    '该文件夹尚不存在，可以创建：第一个租户迁入时会在其中建立新的内嵌数据库',
    'The folder does not exist yet and can be made: a new embedded database starts there when the first tenant moves in',
  ],
  datasourceTestFailed: ['连接失败：{error}', 'Could not connect: {error}'],
  genNoPrimaryKey: [
    '表 {table} 没有主键，无法生成：请先加一个 bigint 主键 id',
    'The table {table} has no primary key, so nothing can be generated: add a bigint primary key id first',
  ],
  genPrimaryKeyShape: [
    '表 {table} 的主键必须是唯一一列 bigint 类型的 id',
    'The primary key of {table} must be one bigint column named id',
  ],
  genReservedWord: [
    '{what}名称 {name} 是保留字，请换一个名称',
    'The {what} name {name} is a reserved word: choose another name',
  ],
  genInvalidName: [
    '{what}名称 {name} 不是合法的标识符（小写字母开头，只含字母和数字）',
    'The {what} name {name} is no valid identifier (a lower-case letter first, then letters and digits)',
  ],
  genNameExists: ['名称 {name} 已存在，请换一个名称', 'The name {name} already exists: choose another name'],
  genFileExists: [
    '文件 {name} 已存在，代码生成不会覆盖已有文件',
    'The file {name} already exists: the generator never overwrites a file',
  ],
  genUnknownModule: [
    '模块 {name} 不存在（需要已有的契约模块和服务端模块列表）',
    'There is no module {name} (an existing contract module and server module list are needed)',
  ],
  genUnknownMenu: ['上级菜单 {name} 不存在', 'There is no parent menu {name}'],
  genColumnType: [
    '列 {name} 的类型 {type} 不受支持',
    'The column {name} has the type {type}, which the generator does not support',
  ],
  genRangeKind: [
    '字段 {name} 不能按范围筛选：范围只适用于日期和日期时间',
    'The field {name} cannot be filtered by range: ranges are for dates and date-times only',
  ],
  genTreeParent: [
    '树表的上级字段必须是非空的 bigint 列 parent_id（{name} 不是）',
    'The parent field of a tree table must be the not-null bigint column parent_id ({name} is not)',
  ],
  genTreeFilter: [
    '树表 {table} 至少需要一个筛选字段（树的查询条件）',
    'The tree table {table} needs at least one filter field (the query of its tree)',
  ],
  genNoDictionary: [
    '字段 {name} 是字典下拉框，请填写字典类型',
    'The field {name} is a dictionary select: give its dictionary type',
  ],
  genNoTable: ['数据库中没有表 {table}', 'The database has no table {table}'],
  genWriteDevOnly: [
    '只有开发模式（NODE_ENV=development）才能把代码写入工作区，请下载 zip',
    'Files are written into the workspace only in development mode (NODE_ENV=development): download the zip instead',
  ],
  genWritten: ['已写入 {count} 个文件', '{count} files written'],
  genNoDrizzleKit: [
    '工作区的服务端包没有安装 drizzle-kit，无法生成迁移，未写入任何文件：请先执行 pnpm install',
    "drizzle-kit is not installed in the workspace's server package, so no migration can be made and nothing was written: run pnpm install first",
  ],
  genMigrationFailed: [
    '文件已写入，但 drizzle-kit generate 未能生成迁移：{output}',
    'The files were written, but drizzle-kit generate made no migration: {output}',
  ],
  datasourceInUse: [
    '数据源正被租户 {tenants} 使用，不能删除：请先把这些租户迁回主数据库或其他数据源',
    'The datasource holds the rows of tenants {tenants}, so it cannot be deleted: move them to the main database or another datasource first',
  ],
  datasourceFixed: [
    '数据源正被租户 {tenants} 使用：驱动和地址不能修改（这些租户的数据就在该数据库中）',
    'The datasource holds the rows of tenants {tenants}: its driver and URL cannot change (their rows are in that database)',
  ],
  mainDatabase: ['主数据库', 'the main database'],
  tenantMoved: [
    '租户 {code} 的 {count} 行数据已迁移到{where}',
    '{count} rows of tenant {code} moved to {where}',
  ],
  tenantMovePlatform: [
    '平台租户的数据只能保存在主数据库中',
    'The platform tenant’s rows stay in the main database',
  ],
  tenantMoveSame: [
    '该数据源与租户数据当前所在的是同一个数据库',
    'This datasource is the database the tenant’s rows are already in',
  ],
  tenantMoveFailed: ['迁移失败，数据未变动：{error}', 'The move failed and nothing changed: {error}'],
  gatewayBlocked: ['请求已被网关拦截（黑名单）', 'This request is refused by the gateway’s block list'],
  gatewayLimited: [
    '请求过于频繁，请 {seconds} 秒后再试',
    'Too many requests: please try again in {seconds} s',
  ],
  gatewayBlockLockout: [
    '该规则会阻止平台管理员从 127.0.0.1 登录（{requests}），不能保存：请缩小 IP、路径或方法的范围',
    'This rule would stop the platform administrator signing in from 127.0.0.1 ({requests}), so it cannot be saved: narrow its address, path or method',
  ],
  gatewayRateLockout: [
    '该规则覆盖平台管理员从 127.0.0.1 的登录（{requests}），每个时间窗口及每分钟至少要允许 {count} 次请求，否则会把管理员锁在外面',
    'This rule covers the platform administrator’s sign-in from 127.0.0.1 ({requests}): it must allow at least {count} requests per interval and per minute, or the administrator is locked out',
  ],
  // Workflow (modules/activiti, docs/workflow.md).
  wfDefinitionSuspended: ['流程定义已挂起', 'The process definition is suspended'],
  wfNotDeployed: ['流程“{key}”尚未部署', 'The process "{key}" has not been deployed'],
  wfTaskHandled: ['该任务已被处理', 'This task has already been handled'],
  wfTaskNotYours: ['该任务不由您处理', 'This task is not waiting for you'],
  wfDefinitionRunning: [
    '该流程定义有 {count} 个流程正在运行',
    '{count} processes of this definition are running',
  ],
  wfEngineFailed: ['流程无法继续运行：{detail}', 'The process cannot go on: {detail}'],
  wfLeaveTitle: ['{name}的请假申请', "{name}'s leave request"],
  wfReimbursementTitle: ['{name}的报销申请', "{name}'s reimbursement request"],
  wfStartItem: ['提交申请', 'Submitted'],
  wfRoleAssignee: ['角色：{role}', 'Role: {role}'],
  wfTodoTitle: ['待审批：{title}', 'To approve: {title}'],
  wfTodoContent: ['<p>“{title}”等待您处理：{task}。</p>', '<p>"{title}" is waiting for you: {task}.</p>'],
  wfRejectedTitle: ['申请被驳回：{title}', 'Request rejected: {title}'],
  wfRejectedContent: [
    '<p>{name} 驳回了“{title}”，意见：{comment}</p>',
    '<p>{name} rejected "{title}": {comment}</p>',
  ],
  wfApprovedTitle: ['申请已通过：{title}', 'Request approved: {title}'],
  wfApprovedContent: ['<p>“{title}”已审批通过。</p>', '<p>"{title}" has been approved.</p>'],
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof messages;

/** A message in the request's language. */
export function t(lang: Lang, key: MessageKey, args: Record<string, string | number> = {}): string {
  const template = messages[key][lang === 'en' ? 1 : 0];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(args[name] ?? `{${name}}`));
}

/** English text of a validation code, for the readable `msg` summary of a 400 answer. */
export function validationText(lang: Lang, code: string, args: string[]): string {
  const [a = '', b = ''] = args;
  const table: Record<string, readonly [string, string]> = {
    required: ['不能为空', "Can't be empty"],
    length: [`长度在 ${a} 到 ${b} 个字符`, `Length between ${a} and ${b} characters`],
    max: [`最多 ${a} 个字符`, `At most ${a} characters`],
    email: ['邮箱格式不正确', 'Email is invalid'],
    phone: ['手机号码格式不正确', 'Phone number is invalid'],
    int_positive: ['请输入大于零的整数', 'Please enter an integer greater than zero'],
    url: ['URL 格式不正确', 'URL is invalid'],
    identifier: ['只能包含字母、数字和下划线', 'Letters, digits and underscore only'],
    exists: ['已经存在', 'already exists'],
    password_mismatch: ['两次输入的值不一致', 'Inconsistent values entered twice'],
    old_password_incorrect: ['旧密码不正确', 'Old password incorrect'],
    xlsx_only: ['仅支持 Xlsx 类型文件', 'Only supports Xlsx type files'],
    no_selection: ['尚未选择数据', 'No data selected yet'],
    too_many: [`最多 ${a} 个`, `At most ${a} entries`],
    unknown_param: ['模板中没有这个参数', 'The template has no such placeholder'],
    future_time: ['请选择晚于当前的时间', 'Choose a time later than now'],
    platform_code: [
      '平台权限编码不能在租户内声明',
      'A platform permission code cannot be declared inside a tenant',
    ],
    invalid: ['值不合法', 'Invalid value'],
    bpmn_xml: ['不是可读的 BPMN 2.0 流程图', 'Not a readable BPMN 2.0 diagram'],
    bpmn_start: ['流程必须有且只有一个开始事件', 'The process needs exactly one start event'],
    bpmn_end: ['流程至少需要一个结束事件', 'The process needs at least one end event'],
    bpmn_element: [`不支持的元素 ${a}（${b}）`, `Unsupported element ${a} (${b})`],
    bpmn_condition: [
      `连线 ${a} 的条件不是支持的表达式`,
      `The condition of flow ${a} is not a supported expression`,
    ],
    bpmn_assignee: [`用户任务 ${a} 没有可用的处理人`, `User task ${a} has no usable assignee`],
  };
  const entry = table[code] ?? table.invalid;
  return (entry as readonly [string, string])[lang === 'en' ? 1 : 0];
}

/** Descriptions of every enum of the contract, by language. */
export const enumLabels: Record<EnumName, Record<string, readonly [string, string]>> = {
  Sex: { M: ['男', 'Male'], W: ['女', 'Female'], N: ['保密', 'Secret'] },
  MsgType: {
    WAIT: ['待办', 'To do'],
    NOTIFY: ['通知', 'Notice'],
    PUBLICITY: ['公告', 'Announcement'],
    WARN: ['预警', 'Warning'],
  },
  TenantType: { CREATE: ['创建', 'Created'], REGISTER: ['注册', 'Registered'] },
  TenantConnectTypeEnum: { LOCAL: ['本地', 'Local'], REMOTE: ['远程', 'Remote'] },
  TenantStatusEnum: {
    NORMAL: ['正常', 'Normal'],
    WAIT_INIT: ['待初始化', 'Waiting for initialisation'],
    FORBIDDEN: ['禁用', 'Disabled'],
    WAITING: ['待审核', 'Waiting for review'],
    REFUSE: ['拒绝', 'Refused'],
    DELETE: ['已删除', 'Deleted'],
  },
  DataScopeType: {
    ALL: ['全部', 'All'],
    THIS_LEVEL: ['本级', 'This level'],
    THIS_LEVEL_CHILDREN: ['本级以及子级', 'This level and below'],
    CUSTOMIZE: ['自定义', 'Custom'],
    SELF: ['个人', 'Own only'],
  },
  AppType: {
    SERVER: ['服务应用', 'Server'],
    APP: ['手机应用', 'Mobile app'],
    PC: ['PC网页应用', 'Web'],
    WAP: ['手机网页', 'Mobile web'],
  },
  MenuType: { MENU: ['菜单', 'Menu'], BUTTON: ['按钮', 'Button'] },
  PositionStatus: { ON_DUTY: ['在职', 'On duty'], LEFT: ['离职', 'Left'] },
  CampusAudit: {
    PENDING: ['待审核', 'Pending'],
    APPROVED: ['已通过', 'Approved'],
    REJECTED: ['已驳回', 'Rejected'],
  },
  UserType: {
    ADMIN: ['管理员', 'Administrator'],
    WORKER: ['工作人员', 'Worker'],
    LEARNER: ['学员', 'Learner'],
  },
  SmsProvider: { OUTBOX: ['内置发件箱', 'Built-in outbox'], ALIYUN: ['阿里云短信', 'Alibaba Cloud SMS'] },
  SmsTaskStatus: {
    WAITING: ['等待发送', 'Waiting'],
    SENDING: ['发送中', 'Sending'],
    SUCCESS: ['发送成功', 'Sent'],
    PARTIAL: ['部分失败', 'Partly failed'],
    FAIL: ['发送失败', 'Failed'],
  },
  SmsSendStatus: {
    WAITING: ['等待发送', 'Waiting'],
    SUCCESS: ['发送成功', 'Sent'],
    FAIL: ['发送失败', 'Failed'],
  },
  SmsSourceType: { APP: ['控制台', 'Console'], SERVICE: ['服务', 'Service'] },
  // Method names read the same in every language.
  HttpMethod: Object.fromEntries(HTTP_METHOD.map((m) => [m, [m, m] as const])),
  RateLimitBy: { IP: ['按 IP', 'Per address'], USER: ['按用户', 'Per user'] },
  DatasourceDriver: {
    POSTGRESQL: ['PostgreSQL', 'PostgreSQL'],
    PGLITE: ['PGlite（内嵌）', 'PGlite (embedded)'],
  },
  LogType: { OPT: ['操作类型', 'Operation'], EX: ['异常类型', 'Exception'] },
  MsgBizType: {
    USER_LOCK: ['账号锁定', 'Account locked'],
    USER_REG: ['账号申请', 'Account request'],
    WORK_APPROVAL: ['考勤审批', 'Attendance approval'],
  },
};

/** `{ code, desc }` of an enum value in the request's language (null when the code is null). */
export function enumValue<T extends string>(lang: Lang, name: EnumName, code: T): { code: T; desc: string };
export function enumValue<T extends string>(
  lang: Lang,
  name: EnumName,
  code: T | null,
): { code: T; desc: string } | null;
export function enumValue<T extends string>(lang: Lang, name: EnumName, code: T | null) {
  if (code === null) return null;
  const entry = enumLabels[name][code];
  return { code, desc: entry ? entry[lang === 'en' ? 1 : 0] : code };
}
