import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MenuNode, Role, User } from '@pocket/contract';
import {
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Skeleton,
  toast,
  Tree,
  type TreeNodeData,
} from '@pocket/ui';
import useSWR from 'swr';
import { menuApi } from '../../app/api/menu.ts';
import { roleApi } from '../../app/api/role.ts';
import { userApi } from '../../app/api/user.ts';
import { swrKey } from '../../lib/swr-keys.ts';

type DialogProps = { role: Role; onClose: () => void; onSaved: () => void };

/** Menus and their buttons as kit tree nodes (a button names its permission code). */
function toNodes(nodes: readonly MenuNode[], en: boolean): TreeNodeData[] {
  return nodes.map((n) => ({
    id: n.id,
    label:
      n.type.code === 'BUTTON'
        ? `${n.label}${n.code && n.code !== n.label ? ` (${n.code})` : ''}`
        : en
          ? n.labelEn
          : n.label,
    ...(n.children?.length ? { children: toNodes(n.children, en) } : {}),
  }));
}

/** The leaves among ids: a tree with tri-state boxes derives its parents from them. */
function leavesOf(nodes: readonly MenuNode[], ids: ReadonlySet<string>): string[] {
  return nodes.flatMap((n) => (n.children?.length ? leavesOf(n.children, ids) : ids.has(n.id) ? [n.id] : []));
}

function Frame({
  title,
  description,
  children,
  onClose,
  onSave,
  busy,
}: {
  title: React.ReactNode;
  description: React.ReactNode;
  children: React.ReactNode;
  onClose: () => void;
  onSave: () => void;
  busy: boolean;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody className="max-h-[60vh] overflow-auto">{children}</DialogBody>
        <DialogFooter className="mt-6">
          <Button type="button" variant="secondary" clickGuardMs={0} onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="button" disabled={busy} onClick={onSave}>
            <Trans>Save</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Grants a role menus and buttons as one tree: a parent is half-checked while only some of what
 * is under it is granted. */
export function GrantDialog({ role, onClose, onSaved }: DialogProps) {
  const { t, i18n } = useLingui();
  const tree = useSWR(swrKey('authority/menu/tree', { buttons: true, locale: i18n.locale }), () =>
    menuApi.menuTree({ query: { buttons: 'true' } }),
  );
  const grants = useSWR(swrKey('authority/role/grant', { id: role.id }), () =>
    roleApi.roleGrants({ params: { id: role.id } }),
  );
  const [picked, setPicked] = useState<{ ids: string[]; half: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const nodes = tree.data ?? [];
  const checked = picked?.ids ?? leavesOf(nodes, new Set(grants.data?.menuIds ?? []));
  const name = role.name;
  const save = async () => {
    setBusy(true);
    try {
      const menuIds = picked ? [...picked.ids, ...picked.half] : (grants.data?.menuIds ?? []);
      if (menuIds.length === 0) {
        toast.warning(t`No data selected yet`);
        return;
      }
      await roleApi.roleSaveResource({ body: { roleId: role.id, menuIds } });
      onSaved();
      onClose();
    } catch {
      // The client has shown why (e.g. a code the caller does not hold).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Frame
      title={<Trans>Permissions of {name}</Trans>}
      description={
        <Trans>Tick the menus and buttons the role grants; a button grants its permission code.</Trans>
      }
      onClose={onClose}
      onSave={() => void save()}
      busy={busy || !tree.data || !grants.data}
    >
      {tree.data && grants.data ? (
        <Tree
          label={t`Menus and buttons`}
          nodes={toNodes(nodes, i18n.locale === 'en')}
          checked={checked}
          // What the role is granted opens: its branches show where its buttons are.
          defaultExpanded={grants.data.menuIds}
          onCheckedChange={(ids, { halfChecked }) =>
            setPicked({ ids: ids.map(String), half: halfChecked.map(String) })
          }
        />
      ) : (
        <Skeleton className="h-40" />
      )}
    </Frame>
  );
}

/** Chooses who holds a role among the users the caller may see. */
export function HoldersDialog({ role, onClose, onSaved }: DialogProps) {
  const { t } = useLingui();
  const users = useSWR(swrKey('authority/user/options'), () =>
    userApi.userPage({ body: { current: 1, size: 500, model: {} } }).then((p) => p.records as User[]),
  );
  const holders = useSWR(swrKey('authority/role/users', { id: role.id }), () =>
    roleApi.roleUsers({ params: { id: role.id } }),
  );
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const current = chosen ?? holders.data ?? [];
  const name = role.name;
  const save = async () => {
    setBusy(true);
    try {
      await roleApi.roleSaveUserRole({ body: { roleId: role.id, userIds: current } });
      onSaved();
      onClose();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Frame
      title={<Trans>Users of {name}</Trans>}
      description={<Trans>Tick the users who hold the role. Your own roles cannot be changed here.</Trans>}
      onClose={onClose}
      onSave={() => void save()}
      busy={busy || !users.data || !holders.data}
    >
      {users.data && holders.data ? (
        <div role="group" aria-label={t`Users`} className="grid grid-cols-2 gap-2">
          {users.data.map((u) => (
            <label key={u.id} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={current.includes(u.id)}
                onCheckedChange={(on) =>
                  setChosen(on === true ? [...current, u.id] : current.filter((id) => id !== u.id))
                }
              />
              {u.name} <span className="text-muted-fg">{u.account}</span>
            </label>
          ))}
        </div>
      ) : (
        <Skeleton className="h-40" />
      )}
    </Frame>
  );
}
