import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { onlineResource, type Online } from '@pocket/contract';
import { Tag } from '@pocket/ui';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';

/** The account of a session; the session in use is marked. */
function SessionAccount({ session }: { session: Online }) {
  const { t } = useLingui();
  return (
    <span className="flex items-center gap-2">
      {session.account}
      {session.current ? <Tag variant="success">{t`This session`}</Tag> : null}
    </span>
  );
}

/**
 * Online users (`/system/online`): the tenant's live sessions, newest first (the server sorts by
 * nothing else). Forcing a session out deletes it: it ends at its next call (40008). The session
 * in use is marked and cannot be forced out; a selection holding it is refused (spec section 5).
 */
export const onlineScreen = defineScreen({
  resource: onlineResource,
  texts: {
    title: msg`Online users`,
    tableLabel: msg`Sessions`,
    deleteTitle: msg`Force out`,
    deleteQuestion: (count) => msg`End the ${count} selected session(s)? Their users must sign in again.`,
  },
  rowLabel: (s) => `${s.account} ${s.loginTime}`,
  columns: [
    { key: 'account', header: msg`Account`, cell: (s) => <SessionAccount session={s} /> },
    { key: 'name', header: msg({ message: 'Name', context: 'person' }) },
    { key: 'clientId', header: msg`Client` },
    { key: 'loginIp', header: msg`Login IP` },
    { key: 'loginTime', header: msg`Signed in at` },
    { key: 'expireTime', header: msg`Ends at` },
  ],
  filters: [
    { type: 'text', key: 'account', label: msg`Account` },
    { type: 'text', key: 'name', label: msg({ message: 'Name', context: 'person' }) },
  ],
  locked: (s) => s.current,
  deleting: {
    action: msg`Force out`,
    selected: msg`Force out selected`,
    rowLabel: (s) => msg`Force out ${s.account} (signed in at ${s.loginTime})`,
    done: msg`Sessions ended`,
    locked: msg`The selection includes your own session, so the action was cancelled.`,
  },
});

export default resourceScreen(onlineScreen);
