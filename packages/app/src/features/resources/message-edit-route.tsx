import { useSearchParams } from 'react-router';
import { MessageSendPage } from './message-send-page.tsx';
import { MessageViewPage } from './message-view-page.tsx';

/** `/resources/msg/edit`: `?id=…&type=view` views a message; anything else writes a new one. */
export function MessageEditRoute() {
  const [params] = useSearchParams();
  return params.get('type') === 'view' ? <MessageViewPage /> : <MessageSendPage />;
}
