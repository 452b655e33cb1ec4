import type {
  DashboardVisit,
  Health,
  Msg,
  Online,
  PageResult,
  User,
  VisibleResource,
} from '@pocket/contract';
import { expectTypeOf } from 'vitest';
import type { ApiClient } from '../create-client.ts';
import { createApi } from './index.ts';

declare const client: ApiClient;
const api = createApi(client);

// Answers are the contract's output types.
expectTypeOf(api.user.userGet).returns.resolves.toEqualTypeOf<User>();
expectTypeOf(api.user.userPage).returns.resolves.toEqualTypeOf<PageResult<User>>();
expectTypeOf(api.msg.msgGet).returns.resolves.toEqualTypeOf<Msg>();
expectTypeOf(api.oauth.visible).returns.resolves.toEqualTypeOf<VisibleResource>();
expectTypeOf(api.user.userExport).returns.resolves.toEqualTypeOf<Blob>();
expectTypeOf(api.health.health).returns.resolves.toEqualTypeOf<Health>();
expectTypeOf(api.dashboard.dashboard).returns.resolves.toEqualTypeOf<DashboardVisit>();
expectTypeOf(api.online.onlinePage).returns.resolves.toEqualTypeOf<PageResult<Online>>();
expectTypeOf(api.org.orgTree).parameter(0).toHaveProperty('query');

// Inputs carry exactly the parts the row declares.
expectTypeOf(api.user.userGet).parameter(0).toHaveProperty('params');
expectTypeOf(api.user.userPage).parameter(0).toHaveProperty('body');
expectTypeOf(api.oauth.captcha).parameter(0).toHaveProperty('query');
// @ts-expect-error userGet needs its path parameters
void api.user.userGet({});
// @ts-expect-error the body of a password change has no `name`
void api.user.userPassword({ body: { name: 'x' } });
