import type { LoginResult, RouterNode, VisibleResource } from '@pocket/contract';

/** A sign-in result as `POST /oauth/noToken/login` answers it. */
export function loginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return {
    token: 'access-1',
    tokenType: 'Bearer',
    refreshToken: 'refresh-1',
    userId: '42',
    account: 'admin',
    name: 'Admin',
    avatar: null,
    workDescribe: null,
    expire: 7200,
    expiration: '2026-11-22 07:00:00',
    expireMillis: 1_800_000_000_000,
    ...overrides,
  };
}

export const permissionSet: VisibleResource = {
  enabled: true,
  caseSensitive: false,
  resourceList: ['authority:user:view', 'msg:*'],
  roleList: ['SUPER_ADMIN'],
};

export const routerTree: RouterNode[] = [
  {
    path: '/course',
    name: 'Course',
    component: 'Layout',
    redirect: '/course/index',
    hidden: false,
    alwaysShow: true,
    meta: { title: 'Courses', icon: 'book', affix: false, noCache: false, breadcrumb: true },
    children: [
      {
        path: 'index',
        name: 'CourseIndex',
        component: 'course/index',
        hidden: false,
        alwaysShow: false,
        meta: { title: 'Course list', icon: null, affix: false, noCache: true, breadcrumb: true },
      },
      {
        path: 'secret',
        name: 'CourseSecret',
        component: 'course/not-installed',
        hidden: true,
        alwaysShow: false,
        meta: { title: 'Hidden', icon: null, affix: true, noCache: false, breadcrumb: false },
      },
    ],
  },
];
