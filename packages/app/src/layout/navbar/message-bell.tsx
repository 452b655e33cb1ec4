import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import type { MessageBellItem } from '@pocket/ui';
import { authStorage } from '../../app/core-services.ts';
import { msgApi } from '../../app/api/msg.ts';
import { keyMatcher, swrKey } from '../../lib/swr-keys.ts';
import { layoutParts } from '../layout-parts.ts';
import { useInboxEvents } from './inbox-events.ts';
import { MessageBellStandIn } from './stand-ins.tsx';

/** Spec section 9: the bell polls every 15 s (when switched on) and loads 10 unread messages. */
export const MSG_POLL_MS = 15_000;
export const MSG_PAGE_SIZE = 10;

const unreadQuery = { model: { isRead: false }, size: MSG_PAGE_SIZE, current: 1 };

/** The navbar bell over the signed-in user's unread inbox: updated at once by the server's
 * inbox events, and every 15 s when the poll is on. */
export function NavbarMessageBell() {
  useInboxEvents();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { mutate: mutateAll } = useSWRConfig();
  const [open, setOpen] = useState(false);
  // The kit's bell (a Radix popover) loads on demand; its badge shows the count from the start.
  const [parts, request] = layoutParts.useLoaded();
  const [autoRefresh, setAutoRefresh] = useState(() => authStorage.get('MSG_REFRESH') ?? false);
  const { data, isLoading } = useSWR(
    swrKey('msg/myMsg/page', unreadQuery),
    () => msgApi.myMsgPage({ body: unreadQuery }, { silent: true }),
    { refreshInterval: autoRefresh ? MSG_POLL_MS : 0 },
  );

  const items: MessageBellItem[] = (data?.records ?? []).map((m) => ({
    id: m.id,
    title: m.title,
    type: m.msgType.code,
    time: m.createTime,
    read: m.isRead,
  }));

  const view = async (item: MessageBellItem) => {
    setOpen(false);
    await msgApi.myMsgMark({ body: [item.id] }).catch(() => undefined);
    // The inbox pages anywhere in the app (the bell's included) are stale now.
    await mutateAll(keyMatcher('msg/myMsg/page'));
    void navigate(`/resources/msg/edit?id=${encodeURIComponent(item.id)}&type=view`);
  };

  const unreadCount = Number(data?.total ?? 0);
  if (!parts)
    return (
      <MessageBellStandIn
        unreadCount={unreadCount}
        onPress={() => {
          setOpen(true);
          request(true);
        }}
      />
    );
  return (
    <parts.value.MessageBell
      items={items}
      unreadCount={unreadCount}
      types={parts.value.msgTypeStyles(i18n)}
      formatTime={(time) => parts.value.formatRelative(i18n, time)}
      onItemClick={(item) => void view(item)}
      autoRefresh={autoRefresh}
      onAutoRefreshChange={(on) => {
        setAutoRefresh(on);
        authStorage.set('MSG_REFRESH', on);
      }}
      loading={isLoading}
      open={open}
      onOpenChange={setOpen}
    />
  );
}
