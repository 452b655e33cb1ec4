/** Menus of every screen (spec section 2 and the admin areas of the wire contract). `staff`
 * marks what the demo staff role sees (its menus plus their `:view` buttons); `platform` marks
 * what only the platform tenant 0000 has. */
export type MenuSeed = {
  label: string;
  en: string;
  path: string;
  component: string;
  icon?: string;
  hidden?: boolean;
  affix?: boolean;
  redirect?: string;
  alwaysShow?: boolean;
  codes?: string[];
  staff?: boolean;
  platform?: boolean;
  children?: MenuSeed[];
};

const crud = (prefix: string, ...more: string[]) =>
  ['view', 'add', 'edit', 'delete', 'export', 'import', ...more].map((a) => `${prefix}:${a}`);
const leaf = (
  label: string,
  en: string,
  path: string,
  codes: string[],
  extra: Partial<MenuSeed> = {},
): MenuSeed => ({
  label,
  en,
  path,
  component: `${path.slice(1)}${/\/(index|edit)$/.test(path) ? '' : '/index'}`,
  codes,
  ...extra,
});

/** Third-party sign-in providers of the platform: [code, zh, en, icon, enabled]. WeChat and
 * GitHub are offered on the login page; DingTalk is configured but switched off. */
export const SOCIAL_PROVIDERS: [string, string, string, string, boolean][] = [
  ['WECHAT', '微信', 'WeChat', 'wechat', true],
  ['GITHUB', 'GitHub', 'GitHub', 'github', true],
  ['DINGTALK', '钉钉', 'DingTalk', 'dingtalk', false],
  ['LOCAL', '本地演示身份', 'Local demo identity', 'openid', true],
];

export const MENU_TREE: MenuSeed[] = [
  {
    label: '首页',
    en: 'Home',
    path: '/home',
    component: 'Layout',
    redirect: '/dashboard',
    icon: 'home',
    staff: true,
    children: [
      leaf('工作台', 'Dashboard', '/dashboard', [], { icon: 'dashboard', affix: true, staff: true }),
      leaf('个人中心', 'Profile', '/profile/index', [], { hidden: true, staff: true }),
      leaf('我的订单', 'My orders', '/course/userOrder', [], { hidden: true, staff: true }),
      leaf('余额', 'Balance', '/course/balance', [], { hidden: true, staff: true }),
    ],
  },
  {
    label: '课程管理',
    en: 'Courses',
    path: '/course',
    component: 'Layout',
    icon: 'education',
    alwaysShow: true,
    staff: true,
    children: [
      leaf('课程', 'Courses', '/course/index', crud('course:course'), { icon: 'book', staff: true }),
      leaf('课程分类', 'Course categories', '/course/courseCate', crud('course:courseCate'), {
        icon: 'tree',
        staff: true,
      }),
      leaf('工作人员', 'Workers', '/worker/index', crud('course:worker', 'reset'), {
        icon: 'peoples',
        staff: true,
      }),
      leaf(
        '订单',
        'Orders',
        '/order/index',
        ['view', 'add', 'edit', 'export', 'refund'].map((a) => `course:order:${a}`),
        { icon: 'shopping', staff: true },
      ),
      leaf('机构用户', 'Organisation users', '/orguser/index', [], { icon: 'user', staff: true }),
      leaf(
        '校区',
        'Campuses',
        '/userLocation/index',
        [...crud('course:userLocation'), 'course:checkIn:view', 'course:checkIn:export'],
        {
          icon: 'location',
          staff: true,
        },
      ),
      // The platform's audit queue of every tenant's pending campuses.
      leaf(
        '校区审核',
        'Campus audit',
        '/userLocation/audit',
        ['course:campusAudit:view', 'course:campusAudit:edit'],
        {
          icon: 'audit',
          platform: true,
        },
      ),
    ],
  },
  {
    label: '资源中心',
    en: 'Resources',
    path: '/resources',
    component: 'Layout',
    icon: 'message',
    alwaysShow: true,
    staff: true,
    children: [
      leaf('消息中心', 'Messages', '/resources/msg', crud('msg:msg'), { icon: 'message', staff: true }),
      leaf('发送消息', 'Send message', '/resources/msg/edit', [], { hidden: true, staff: true }),
      // The task screen shows each receiver's status too.
      leaf('短信任务', 'SMS tasks', '/resources/sms', [...crud('msg:smsTask'), 'msg:smsSendStatus:view']),
      leaf('发送短信', 'Send SMS', '/resources/sms/edit', ['msg:smsTask:add']),
      leaf('短信模板', 'SMS templates', '/resources/smsTemplate', crud('msg:smsTemplate')),
      leaf('附件', 'Attachments', '/resources/attachment', [
        'file:attachment:view',
        'file:attachment:add',
        'file:attachment:delete',
        'file:attachment:download',
      ]),
    ],
  },
  {
    label: '组织管理',
    en: 'Organisation',
    path: '/org',
    component: 'Layout',
    icon: 'tree',
    alwaysShow: true,
    staff: true,
    children: [
      leaf('组织', 'Organisations', '/org/org', crud('authority:org')),
      leaf('岗位', 'Stations', '/org/station', crud('authority:station')),
      leaf('用户', 'Users', '/org/user', crud('authority:user', 'reset'), { icon: 'user', staff: true }),
    ],
  },
  {
    label: '系统设置',
    en: 'System',
    path: '/system',
    component: 'Layout',
    icon: 'system',
    alwaysShow: true,
    children: [
      leaf(
        '角色',
        'Roles',
        '/system/role',
        ['view', 'add', 'edit', 'delete', 'config'].map((a) => `authority:role:${a}`),
        { icon: 'peoples' },
      ),
      leaf(
        '菜单',
        'Menus',
        '/system/menu',
        [
          ...['view', 'add', 'edit', 'delete'].map((a) => `authority:menu:${a}`),
          ...['view', 'add', 'edit', 'delete'].map((a) => `authority:resource:${a}`),
        ],
        { icon: 'tree-table' },
      ),
      leaf('字典', 'Dictionaries', '/system/dictionary', crud('authority:dictionary')),
      // Areas are platform data every tenant's forms use: only the platform maintains them.
      leaf(
        '地区',
        'Areas',
        '/system/area',
        ['view', 'add', 'edit', 'delete'].map((a) => `authority:area:${a}`),
        { icon: 'location', platform: true },
      ),
      leaf('参数', 'Parameters', '/system/parameter', crud('authority:parameter')),
      // The application table is shared by every tenant: only the platform manages it.
      leaf('应用', 'Applications', '/system/application', crud('authority:application'), { platform: true }),
      // Third-party sign-in providers are platform-wide: only the platform configures them.
      leaf(
        '第三方登录',
        'Sign-in providers',
        '/system/socialProvider',
        ['authority:socialProvider:view', 'authority:socialProvider:edit'],
        {
          platform: true,
        },
      ),
      leaf('登录日志', 'Login log', '/system/loginLog', [
        'authority:loginLog:view',
        'authority:loginLog:delete',
        'authority:loginLog:export',
      ]),
      leaf('操作日志', 'Operation log', '/system/optLog', [
        'authority:optLog:view',
        'authority:optLog:delete',
        'authority:optLog:export',
      ]),
      leaf('在线用户', 'Online users', '/system/online', [
        'authority:online:view',
        'authority:online:delete',
      ]),
    ],
  },
  {
    label: '租户管理',
    en: 'Tenants',
    path: '/tenant',
    component: 'Layout',
    icon: 'component',
    alwaysShow: true,
    platform: true,
    children: [
      leaf('租户', 'Tenants', '/tenant/tenant', crud('tenant:tenant'), { platform: true }),
      leaf('数据源', 'Data sources', '/tenant/datasourceConfig', crud('tenant:datasourceConfig'), {
        platform: true,
      }),
    ],
  },
  {
    label: '网关管理',
    en: 'Gateway',
    path: '/gateway',
    component: 'Layout',
    icon: 'guide',
    alwaysShow: true,
    children: [
      leaf('黑名单', 'Block list', '/gateway/blocklist', crud('gateway:blockList')),
      leaf('限流', 'Rate limiter', '/gateway/ratelimiter', crud('gateway:rateLimiter')),
    ],
  },
  {
    label: '工作流',
    en: 'Workflow',
    path: '/activiti',
    component: 'Layout',
    icon: 'tree-table',
    alwaysShow: true,
    children: [
      leaf('模型', 'Models', '/activiti/model', crud('activiti:model', 'publish')),
      leaf('流程定义', 'Definitions', '/activiti/definition', crud('activiti:definition')),
      leaf('请假', 'Leave', '/activiti/bizLeave', crud('activiti:bizLeave')),
      leaf('报销', 'Reimbursement', '/activiti/bizReimbursement', crud('activiti:bizReimbursement')),
      leaf('待办任务', 'Tasks', '/activiti/task', ['activiti:task:view', 'activiti:task:edit']),
    ],
  },
  {
    label: '开发者',
    en: 'Developer',
    path: '/developer',
    component: 'Layout',
    icon: 'code',
    alwaysShow: true,
    platform: true,
    children: [
      leaf(
        '代码生成',
        'Code generator',
        '/developer/generator',
        [...crud('generator:table').slice(0, 4), 'generator:table:generate'],
        { platform: true },
      ),
    ],
  },
];

/** Dictionary items by type: [code, zh, en]. */
export const DICTIONARIES: Record<string, { label: string; items: [string, string, string][] }> = {
  EDUCATION: {
    label: '学历',
    items: [
      ['DOCTOR', '博士', 'Doctorate'],
      ['MASTER', '硕士', 'Master'],
      ['BACHELOR', '本科', 'Bachelor'],
      ['COLLEGE', '大专', 'College'],
      ['HIGH_SCHOOL', '高中', 'High school'],
      ['OTHER', '其他', 'Other'],
    ],
  },
  NATION: {
    label: '民族',
    items: [
      ['HAN', '汉族', 'Han'],
      ['ZHUANG', '壮族', 'Zhuang'],
      ['HUI', '回族', 'Hui'],
      ['MAN', '满族', 'Manchu'],
      ['UYGHUR', '维吾尔族', 'Uyghur'],
      ['OTHER', '其他', 'Other'],
    ],
  },
  ORG_TYPE: {
    label: '机构类型',
    items: [
      ['SCHOOL', '学校', 'School'],
      ['DEPARTMENT', '部门', 'Department'],
      ['CAMPUS', '校区', 'Campus'],
    ],
  },
  COURSE_TYPE: {
    label: '课程类型',
    items: [
      ['VIDEO', '视频课', 'Video course'],
      ['LIVE', '直播课', 'Live course'],
      ['OFFLINE', '线下课', 'Offline course'],
    ],
  },
};

/** Sample user agents for the seeded login log. */
export const SAMPLE_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47',
];
