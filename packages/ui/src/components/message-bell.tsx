import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';
import { BADGE_MAX } from './badge.tsx';
import { EmptyState } from './feedback-state.tsx';
import { LoadingState } from './loading-state.tsx';
import { MessageBellButton } from './message-bell-button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';
import { Switch } from './switch.tsx';
import { Tag, type TagVariant } from './tag.tsx';

/** One message in the bell's list. */
type MessageBellItem = {
  id: string;
  title: ReactNode;
  /** Key into `types`, e.g. `NOTIFY`, `WAIT`. */
  type: string;
  /** A ready relative-time string ("3 minutes ago"), or a date that `formatTime` turns into one. */
  time: string | number | Date;
  read?: boolean | undefined;
};

/** How a message type is shown: its label and tag colour. */
type MessageTypeStyle = { label: ReactNode; variant?: TagVariant };

type MessageBellProps = {
  items: MessageBellItem[];
  /** Unread count for the badge; shown as "99+" above `max`. */
  unreadCount: number;
  max?: number | undefined;
  /** Label and colour per message type. */
  types?: Record<string, MessageTypeStyle> | undefined;
  /** Turns a message time into text; strings are shown as they are without it. */
  formatTime?: ((time: MessageBellItem['time']) => string) | undefined;
  onItemClick?: ((item: MessageBellItem) => void) | undefined;
  /** Whether the list refreshes itself (the app polls, every 15 s in the spec). */
  autoRefresh?: boolean | undefined;
  onAutoRefreshChange?: ((autoRefresh: boolean) => void) | undefined;
  /** A link to the full message list, e.g. a router `<Link>`. */
  viewAll?: ReactNode | undefined;
  loading?: boolean | undefined;
  /** Heading of the panel; defaults to the `notifications` label. */
  title?: ReactNode | undefined;
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  className?: string | undefined;
};

function defaultFormatTime(time: MessageBellItem['time']): string {
  if (typeof time === 'string') return time;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(time),
  );
}

/**
 * The navbar bell: unread badge, and a popover with the latest messages, an auto-refresh switch
 * and a "view all" slot.
 * @example
 * <MessageBell
 *   items={messages}
 *   unreadCount={unread}
 *   types={{ NOTIFY: { label: t`Notice`, variant: 'primary' }, WAIT: { label: t`To do`, variant: 'warning' } }}
 *   formatTime={(time) => relativeTime(time)}
 *   onItemClick={(message) => navigate(`/resources/msg/edit?id=${message.id}&type=view`)}
 *   autoRefresh={autoRefresh}
 *   onAutoRefreshChange={setAutoRefresh}
 *   viewAll={<Link to="/msg">View all</Link>}
 * />
 */
function MessageBell({
  items,
  unreadCount,
  max = BADGE_MAX,
  types = {},
  formatTime = defaultFormatTime,
  onItemClick,
  autoRefresh,
  onAutoRefreshChange,
  viewAll,
  loading = false,
  title,
  open,
  onOpenChange,
  className,
}: MessageBellProps) {
  const labels = useUiLabels();
  const switchId = useId();
  const headingId = useId();
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <MessageBellButton unreadCount={unreadCount} max={max} className={className} />
      </PopoverTrigger>
      <PopoverContent
        data-slot="message-bell-content"
        align="end"
        aria-labelledby={headingId}
        className="flex w-80 flex-col gap-2 p-0"
      >
        <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-2">
          <h2 id={headingId} className="text-sm font-semibold">
            {title ?? labels.notifications}
          </h2>
          {onAutoRefreshChange ? (
            <div className="flex items-center gap-2 text-xs text-muted-foreground">
              <label htmlFor={switchId}>{labels.autoRefresh}</label>
              <Switch
                id={switchId}
                size="sm"
                checked={autoRefresh ?? false}
                onCheckedChange={onAutoRefreshChange}
              />
            </div>
          ) : null}
        </div>
        {loading && items.length === 0 ? (
          <LoadingState size="sm" />
        ) : items.length === 0 ? (
          <EmptyState size="sm" />
        ) : (
          <ul data-slot="message-bell-list" className="max-h-80 overflow-y-auto px-1">
            {items.map((item) => {
              const style = types[item.type];
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    data-state={item.read ? 'read' : 'unread'}
                    onClick={() => onItemClick?.(item)}
                    className="flex w-full flex-col gap-1 rounded-md px-2 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span className="flex items-start gap-2">
                      {item.read ? null : (
                        <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-danger-solid" />
                      )}
                      <span className={cn('line-clamp-2', !item.read && 'font-semibold')}>
                        {/* The dot and bold type are visual only; screen readers hear the state. */}
                        {item.read ? null : (
                          <>
                            <span className="sr-only">{labels.unreadItem}</span>{' '}
                          </>
                        )}
                        <span data-slot="message-bell-item-title">{item.title}</span>
                      </span>
                    </span>
                    <span className="flex items-center gap-2 text-xs text-muted-foreground">
                      <Tag size="sm" variant={style?.variant ?? 'default'}>
                        {style?.label ?? item.type}
                      </Tag>
                      <time dateTime={item.time instanceof Date ? item.time.toISOString() : undefined}>
                        {formatTime(item.time)}
                      </time>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {viewAll ? (
          <div className="border-t border-border px-3 py-2 text-center text-sm">{viewAll}</div>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}

export { MessageBell };
export type { MessageBellItem, MessageBellProps, MessageTypeStyle };
