import { Bell } from 'lucide-react';
import { formatLabel } from '../lib/format-label.ts';
import { useUiLabels } from '../lib/labels.tsx';
import { BADGE_MAX, Badge, formatBadgeCount } from './badge.tsx';
import { Button, type ButtonProps } from './button.tsx';

type MessageBellButtonProps = Omit<ButtonProps, 'children'> & {
  /** Unread count for the badge; shown as "99+" above `max`. */
  unreadCount: number;
  max?: number | undefined;
};

/**
 * The bell's button with its unread badge, named "Notifications, n unread" for screen readers:
 * `MessageBell`'s trigger. Alone (no popover code), it stands in for the bell while an app loads
 * the bell on demand; its props go to the button.
 */
function MessageBellButton({ unreadCount, max = BADGE_MAX, ...props }: MessageBellButtonProps) {
  const labels = useUiLabels();
  const unreadText =
    unreadCount > 0 ? formatLabel(labels.unread, { count: formatBadgeCount(unreadCount, max) }) : '';
  return (
    <Badge count={unreadCount} max={max} aria-hidden>
      <Button data-slot="message-bell" variant="ghost" size="icon" clickGuardMs={0} {...props}>
        <Bell aria-hidden className="size-5" />
        <span className="sr-only">
          {labels.notifications}
          {unreadText ? ` ${unreadText}` : null}
        </span>
      </Button>
    </Badge>
  );
}

export { MessageBellButton };
export type { MessageBellButtonProps };
