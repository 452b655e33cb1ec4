import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { usePermission } from '@pocket/auth/react';
import { roleResource, type Role, type User } from '@pocket/contract';
import { Checkbox } from '@pocket/ui';
import useSWR from 'swr';
import { authStorage } from '../../app/core-services.ts';
import { roleApi } from '../../app/api/role.ts';
import { userApi } from '../../app/api/user.ts';
import { swrKey } from '../../lib/swr-keys.ts';
import type {
  BulkActionSpec,
  CustomFieldProps,
  RowActionSpec,
  ScreenContext,
  ScreenTexts,
  Text,
} from './screen-def.ts';

// What every screen of user accounts shares (users, organisation users): the own-account guard,
// password reset announcing the initial password, enable / disable, and the roles.

/** The wording of a screen of user accounts, beside its title. */
export const accountTexts = {
  add: msg`Add user`,
  edit: msg`Edit user`,
  deleteTitle: msg`Delete users`,
  deleteQuestion: (count: number) => msg`Delete the ${count} selected user(s)? This cannot be undone.`,
  importTitle: msg`Import users`,
  imported: (count: number) => msg`Imported ${count} users`,
} satisfies Partial<ScreenTexts>;

export const isSelf = (user: Pick<User, 'id'>) => user.id === authStorage.get('USER')?.id;
/** Built-in users and one's own account are not switched off from here. */
const switchable = (user: User) => !user.readonly && !isSelf(user);

/** A bulk action whose selection holds the signed-in user is cancelled (spec section 5). */
export const selfGuard = (u: User): Text | undefined =>
  isSelf(u) ? msg`The selection includes your own account, so the action was cancelled.` : undefined;

/** Resets the passwords of `ids` to the tenant's initial password, which the answer announces. */
function resetPasswords(ids: string[], screen: ScreenContext) {
  const count = ids.length;
  screen.confirm({
    title: msg`Reset passwords`,
    question: msg`Reset the password of the ${count} selected user(s) to the initial password?`,
    action: msg`Reset`,
    run: async () => {
      const { initialPassword: secret } = await userApi.userReset({ body: { ids } });
      screen.notify(msg`Password reset successfully. The initial password is ${secret}`, {
        duration: 10_000,
      });
      await screen.refresh();
    },
  });
}

async function switchState(user: User, state: boolean, screen: ScreenContext) {
  const account = user.account;
  await userApi.userUpdate({ body: { id: user.id, state } });
  screen.notify(state ? msg`${account} is enabled` : msg`${account} is disabled`);
  await screen.refresh();
}

/** Reset password, disable, enable: the row actions of a user account. */
export const userRowActions: RowActionSpec<User>[] = [
  {
    id: 'reset',
    label: msg`Reset password`,
    describe: (u) => msg`Reset password of ${u.account}`,
    permission: 'reset',
    run: (u, screen) => resetPasswords([u.id], screen),
  },
  {
    id: 'disable',
    label: msg`Disable`,
    permission: 'edit',
    visible: (u) => u.state && switchable(u),
    run: (u, screen) => switchState(u, false, screen),
  },
  {
    id: 'enable',
    label: msg`Enable`,
    permission: 'edit',
    visible: (u) => !u.state && switchable(u),
    run: (u, screen) => switchState(u, true, screen),
  },
];

export const userBulkActions: BulkActionSpec<User>[] = [
  {
    id: 'reset',
    label: msg`Reset passwords`,
    permission: 'reset',
    run: (_rows, ids, screen) => resetPasswords(ids, screen),
  },
];

/** The tenant's roles (one lookup shared by the table and the form), for those who may see
 * roles: for anyone else the server would answer 403, which the client treats as a lost session. */
export function useRoles(): Role[] {
  const allowed = usePermission().hasAllPermissions([roleResource.permissions.view]);
  const { data } = useSWR(allowed ? swrKey('authority/role/options') : null, () =>
    roleApi.roleQuery({ body: {} }),
  );
  return data ?? [];
}

/** The names of a user's roles. */
export function RoleNames({ ids }: { ids: readonly string[] }) {
  const roles = useRoles();
  const names = roles.filter((r) => ids.includes(r.id)).map((r) => r.name);
  return <>{names.join('、')}</>;
}

/** Which roles a user holds: one checkbox per role of the tenant (disabled roles say so). */
export function RoleChecklist({ value, onChange, id, ...aria }: CustomFieldProps) {
  const roles = useRoles();
  const chosen = Array.isArray(value) ? value : [];
  const toggle = (roleId: string, on: boolean) =>
    onChange(on ? [...chosen, roleId] : chosen.filter((c) => c !== roleId));
  return (
    <div id={id} role="group" className="flex flex-wrap gap-x-4 gap-y-2" {...aria}>
      {roles.map((r) => (
        <label key={r.id} className="flex items-center gap-2 text-sm">
          <Checkbox checked={chosen.includes(r.id)} onCheckedChange={(on) => toggle(r.id, on === true)} />
          {r.name}
          {r.state ? null : (
            <span className="text-muted-fg">
              <Trans>(disabled)</Trans>
            </span>
          )}
        </label>
      ))}
    </div>
  );
}
