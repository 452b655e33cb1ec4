import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { formatLabel } from '../lib/format-label.ts';
import { useUiLabels } from '../lib/labels.tsx';
import { Avatar, type AvatarSourceOptions } from './avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

/** One entry of the user menu: an action, a separator, or a read-only line such as the balance. */
type UserDropdownItem =
  | {
      type?: 'item' | undefined;
      key: string;
      label: ReactNode;
      icon?: ReactNode | undefined;
      onSelect: () => void;
      variant?: 'default' | 'danger' | undefined;
      disabled?: boolean | undefined;
    }
  | { type: 'separator'; key: string }
  | { type: 'text'; key: string; label: ReactNode; value?: ReactNode; icon?: ReactNode };

type UserDropdownProps = AvatarSourceOptions & {
  /** Display name on the trigger. */
  name: string;
  /** Avatar URL or local image name. */
  avatar?: string | null | undefined;
  items: UserDropdownItem[];
  /** Hides the name on narrow screens and keeps only the avatar. */
  compact?: boolean | undefined;
  /** Opens the menu when it mounts (a page that shows a stand-in trigger until the menu's code has
   * loaded mounts the dropdown open on the stand-in's press). */
  defaultOpen?: boolean | undefined;
  className?: string | undefined;
};

/**
 * The navbar user menu: avatar and name on the trigger, items passed as data.
 * @example
 * <UserDropdown
 *   name={user.nickName}
 *   avatar={user.avatar}
 *   items={[
 *     { type: 'text', key: 'balance', label: t`Balance`, value: '¥ 120.00' },
 *     { type: 'separator', key: 's1' },
 *     { key: 'profile', label: t`Profile`, onSelect: () => navigate('/profile/index') },
 *     { key: 'logout', label: t`Log out`, variant: 'danger', onSelect: logout },
 *   ]}
 * />
 */
function UserDropdown({
  name,
  avatar,
  items,
  compact = false,
  baseUrl,
  resolveSrc,
  defaultOpen,
  className,
}: UserDropdownProps) {
  const labels = useUiLabels();
  return (
    <DropdownMenu {...(defaultOpen ? { defaultOpen } : {})}>
      <DropdownMenuTrigger
        data-slot="user-dropdown"
        aria-label={compact ? formatLabel(labels.userMenuFor, { name }) : undefined}
        className={cn(
          'inline-flex h-9 items-center gap-2 rounded-md px-1.5 text-sm text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
          className,
        )}
      >
        <Avatar src={avatar} alt="" size="sm" baseUrl={baseUrl} resolveSrc={resolveSrc} />
        {compact ? null : <span className="max-w-32 truncate">{name}</span>}
        <ChevronDown aria-hidden className="size-4 text-muted-foreground" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        {items.map((item) => {
          if (item.type === 'separator') return <DropdownMenuSeparator key={item.key} />;
          if (item.type === 'text')
            return (
              <DropdownMenuLabel
                key={item.key}
                data-slot="user-dropdown-text"
                className="flex items-center justify-between gap-4 text-sm font-normal text-foreground [&_svg]:size-4 [&_svg]:shrink-0"
              >
                <span className="flex items-center gap-2">
                  {item.icon}
                  {item.label}
                </span>
                {item.value !== undefined ? (
                  <span className="font-medium tabular-nums">{item.value}</span>
                ) : null}
              </DropdownMenuLabel>
            );
          return (
            <DropdownMenuItem
              key={item.key}
              variant={item.variant}
              disabled={item.disabled}
              onSelect={item.onSelect}
            >
              {item.icon}
              {item.label}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export { UserDropdown };
export type { UserDropdownItem, UserDropdownProps };
