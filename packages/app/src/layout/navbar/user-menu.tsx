import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@pocket/auth';
import { UserDropdown } from '@pocket/ui';

export type UserMenuProps = {
  user: SessionUser | null;
  onOpenSettings: () => void;
  onClearCache: () => void;
  onLogout: () => void;
  /** Mounts open (pressed on the layout's stand-in before the menu's code had loaded). */
  defaultOpen?: boolean | undefined;
};

/** The navbar's user dropdown: balance (ledger and recharge), my orders, profile, settings, clear cache, log out. */
export function UserMenu({ user, onOpenSettings, onClearCache, onLogout, defaultOpen }: UserMenuProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <UserDropdown
      name={user?.name ?? ''}
      avatar={user?.avatar ?? null}
      compact
      defaultOpen={defaultOpen}
      items={[
        { key: 'balance', label: t`Balance`, onSelect: () => void navigate('/course/balance') },
        { key: 'orders', label: t`My orders`, onSelect: () => void navigate('/course/userOrder') },
        { type: 'separator', key: 's1' },
        { key: 'profile', label: t`Profile`, onSelect: () => void navigate('/profile/index') },
        { key: 'settings', label: t`Settings`, onSelect: onOpenSettings },
        { key: 'clear-cache', label: t`Clear cache`, onSelect: onClearCache },
        { type: 'separator', key: 's2' },
        { key: 'logout', label: t`Log out`, variant: 'danger', onSelect: onLogout },
      ]}
    />
  );
}
