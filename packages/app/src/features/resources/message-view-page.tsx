import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { ErrorState, LoadingState } from '@pocket/ui';
import { formatMessage, noticeMessages } from '@pocket/i18n';
import { msgApi } from '../../app/api/msg.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { swrKey } from '../../lib/swr-keys.ts';
import { MsgTypeTag } from './components/msg-type-tag.tsx';

/**
 * `/resources/msg/edit?id=…&type=view`: one message. The server stores sanitised HTML; it is
 * sanitised again here before it reaches the DOM, so stored markup can never run script.
 */
export function MessageViewPage() {
  const { i18n, t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^[0-9]{1,19}$/.test(id);
  const { data, error, isLoading, mutate } = useSWR(valid ? swrKey('msg/msg', { id }) : null, () =>
    msgApi.msgGet({ params: { id } }),
  );
  const html = useMemo(() => (data ? sanitizeRichText(data.content) : ''), [data]);

  if (!valid) {
    return (
      <ErrorState
        title={t`Message not found`}
        description={t`The address does not name a message.`}
        action={
          <Link to="/dashboard" className="text-primary-text underline">
            <Trans>Back to home</Trans>
          </Link>
        }
      />
    );
  }
  if (error)
    return (
      <ErrorState title={formatMessage(i18n, noticeMessages.loadFailed)} onRetry={() => void mutate()} />
    );
  if (isLoading || !data) return <LoadingState />;

  return (
    <article
      className="grid max-w-3xl gap-4 rounded-lg border border-border bg-surface p-6"
      data-testid="message-view"
    >
      <header className="grid gap-2">
        <h1 className="text-xl font-semibold">{data.title}</h1>
        <p className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <MsgTypeTag type={data.msgType.code} />
          <time dateTime={data.createTime.replace(' ', 'T')}>{data.createTime}</time>
          {data.author ? (
            <span>
              <Trans>From {data.author}</Trans>
            </span>
          ) : null}
        </p>
      </header>
      <div
        className="prose max-w-none text-sm leading-relaxed [&_a]:text-primary-text [&_a]:underline"
        data-testid="message-content"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
