import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@pocket/api-client';
import type { WebsiteDownItem } from '@pocket/contract';
import { Button, EmptyState, LoadingState } from '@pocket/ui';
import { WebsiteFrame } from './website-frame.tsx';
import { ChoiceLinks, Cover, Pager, PriceTag, WebsiteProblem } from './website-parts.tsx';
import { downloadMedia, useWebsiteDown } from './website-data.ts';

const ID = /^\d{1,19}$/;

/** One courseware item: its files to download, or why they are not offered. */
function DownItem({ item }: { item: WebsiteDownItem }) {
  const { t } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const files = [
    { path: item.media.pdf, label: t`PDF`, ext: 'pdf' },
    { path: item.media.ppt, label: t`PPT`, ext: 'pptx' },
  ].filter((f): f is { path: string; label: string; ext: string } => f.path !== null);
  const save = async (path: string, ext: string) => {
    setFailure(null);
    try {
      await downloadMedia(path, `${item.courseName}.${ext}`);
    } catch (error) {
      setFailure(isApiError(error) && error.msg ? error.msg : t`Download failed`);
    }
  };
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-center"
      data-testid="website-down-item"
    >
      {/* The cover repeats the title's link: out of the tab order and the accessibility tree. */}
      <Link to={`/website/view?id=${item.id}`} className="w-full shrink-0 sm:w-40" tabIndex={-1} aria-hidden>
        <Cover src={item.courseLogo} name={item.courseName} className="rounded" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to={`/website/view?id=${item.id}`} className="font-medium hover:text-primary-text">
          {item.courseName}
        </Link>
        <p className="text-xs text-muted-foreground">{item.categoryName}</p>
        <PriceTag price={item.price} className="text-sm" />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {files.map((file) => (
          <Button key={file.ext} size="sm" onClick={() => void save(file.path, file.ext)}>
            <Trans>Download {file.label}</Trans>
          </Button>
        ))}
        {item.mayWatch ? null : (
          <span className="text-sm text-muted-foreground">
            <Trans>Needs a purchase or a membership</Trans>
          </span>
        )}
        {failure ? (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** `/website/down` (signed in): PDF and PPT courseware of the download categories. */
export function WebsiteDownPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const categoryId = search.get('categoryId') ?? '';
  const page = Number(search.get('current') ?? '1');
  const current = Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
  const down = useWebsiteDown({ ...(ID.test(categoryId) ? { categoryId } : {}), current, size: 12 });
  const href = (patch: { categoryId?: string; current?: number }) => {
    const next = new URLSearchParams();
    const cate = 'categoryId' in patch ? patch.categoryId : categoryId;
    if (cate) next.set('categoryId', cate);
    if (patch.current && patch.current > 1) next.set('current', String(patch.current));
    const text = next.toString();
    return text ? `/website/down?${text}` : '/website/down';
  };
  const data = down.data;
  const options = [
    { value: '', label: <Trans>All</Trans> },
    ...(data?.categories ?? []).flatMap((top) => [
      { value: top.id, label: top.label },
      ...top.children.map((child) => ({ value: child.id, label: `${top.label} / ${child.label}` })),
    ]),
  ];
  return (
    <WebsiteFrame>
      <h1 className="text-2xl font-bold">
        <Trans>Downloads</Trans>
      </h1>
      {data ? (
        <ChoiceLinks
          label={t`Category`}
          testId="website-down-cates"
          value={ID.test(categoryId) ? categoryId : ''}
          options={options}
          href={(value) => href({ categoryId: value })}
        />
      ) : null}
      {down.isLoading ? <LoadingState size="lg" /> : null}
      {down.error ? <WebsiteProblem error={down.error} onRetry={() => void down.mutate()} /> : null}
      {data && !down.error ? (
        data.page.records.length === 0 ? (
          <EmptyState title={<Trans>No courseware here yet</Trans>} />
        ) : (
          <>
            <ul aria-label={t`Courseware`} className="flex flex-col gap-3">
              {data.page.records.map((item) => (
                <DownItem key={item.id} item={item} />
              ))}
            </ul>
            <Pager
              current={Number(data.page.current)}
              pages={Number(data.page.pages)}
              href={(p) => href({ current: p })}
            />
          </>
        )
      ) : null}
    </WebsiteFrame>
  );
}
