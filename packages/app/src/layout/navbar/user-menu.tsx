import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@pocket/auth';
import { UserDropdown } from '@pocket/ui';

type UserMenuProps = {
  user: SessionUser | null;
  onOpenSettings: () => void;
  onClearCache: () => void;
  onLogout: () => void;
};

/** A decimal string shown with two decimals ("12.5" → "12.50"); an absent or unreadable one as a dash. */
export function formatBalance(balance: string | null | undefined): string {
  if (balance == null || balance.trim() === '') return '—';
  const value = Number(balance);
  return Number.isFinite(value) ? value.toFixed(2) : '—';
}

/** The navbar's user dropdown: balance, my orders, profile, settings, clear cache, log out. */
export function UserMenu({ user, onOpenSettings, onClearCache, onLogout }: UserMenuProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <UserDropdown
      name={user?.name ?? ''}
      avatar={user?.avatar ?? null}
      compact
      items={[
        { type: 'text', key: 'balance', label: t`Balance`, value: formatBalance(user?.balance) },
        { type: 'separator', key: 's1' },
        { key: 'orders', label: t`My orders`, onSelect: () => void navigate('/order/index') },
        { key: 'profile', label: t`Profile`, onSelect: () => void navigate('/profile/index') },
        { key: 'settings', label: t`Settings`, onSelect: onOpenSettings },
        { key: 'clear-cache', label: t`Clear cache`, onSelect: onClearCache },
        { type: 'separator', key: 's2' },
        { key: 'logout', label: t`Log out`, variant: 'danger', onSelect: onLogout },
      ]}
    />
  );
}
