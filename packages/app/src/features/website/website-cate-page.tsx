import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { WEBSITE_SORTS, type WebsiteSort } from '@pocket/contract';
import { LoadingState } from '@pocket/ui';
import { WebsiteFrame } from './website-frame.tsx';
import { ChoiceLinks, CourseGrid, Pager, WebsiteProblem } from './website-parts.tsx';
import { useWebsiteCate } from './website-data.ts';

type Price = 'all' | 'free' | 'paid';
const ID = /^\d{1,19}$/;

type CateQuery = {
  categoryId?: string;
  subId?: string;
  price?: 'free' | 'paid';
  sort: WebsiteSort;
  current: number;
  size: number;
};

/** The page's query from the address: unknown values fall back to the defaults. */
function readQuery(search: URLSearchParams): CateQuery {
  const categoryId = search.get('categoryId') ?? '';
  const subId = search.get('subId') ?? '';
  const price = search.get('price');
  const sort = search.get('sort') as WebsiteSort | null;
  const current = Number(search.get('current') ?? '1');
  return {
    ...(ID.test(categoryId) ? { categoryId } : {}),
    ...(ID.test(categoryId) && ID.test(subId) ? { subId } : {}),
    ...(price === 'free' || price === 'paid' ? { price } : {}),
    sort: sort && WEBSITE_SORTS.includes(sort) ? sort : 'website',
    current: Number.isInteger(current) && current >= 1 && current <= 1000 ? current : 1,
    size: 12,
  };
}

/** `/website/cate`: a level-1 category's courses with level-2 tabs, free/paid filter, sort and pages. */
export function WebsiteCatePage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const query = readQuery(search);
  const cate = useWebsiteCate(query);

  /** The address of this page with some of its query changed (back to page 1 unless paging). */
  const href = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams();
    const merged = { ...query, current: undefined, size: undefined, ...patch } as Record<string, unknown>;
    for (const [key, value] of Object.entries(merged)) {
      if (
        value !== undefined &&
        value !== '' &&
        !(key === 'sort' && value === 'website') &&
        !(key === 'current' && value === 1)
      )
        next.set(key, String(value));
    }
    const text = next.toString();
    return text ? `/website/cate?${text}` : '/website/cate';
  };

  const data = cate.data;
  const price: Price = query.price ?? 'all';
  return (
    <WebsiteFrame>
      <h1 className="text-2xl font-bold">{data?.category?.label ?? <Trans>All courses</Trans>}</h1>
      {data ? (
        <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
          <ChoiceLinks
            label={t`Category`}
            testId="website-cate-top"
            value={query.categoryId ?? ''}
            options={[
              { value: '', label: <Trans>All</Trans> },
              ...data.categories.map((c) => ({ value: c.id, label: c.label })),
            ]}
            href={(value) => href({ categoryId: value || undefined, subId: undefined })}
          />
          {data.tabs.length > 0 ? (
            <ChoiceLinks
              label={t`Subcategory`}
              testId="website-cate-tabs"
              value={query.subId ?? ''}
              options={[
                { value: '', label: <Trans>All</Trans> },
                ...data.tabs.map((c) => ({ value: c.id, label: c.label })),
              ]}
              href={(value) => href({ subId: value || undefined })}
            />
          ) : null}
          <ChoiceLinks<Price>
            label={t`Price`}
            testId="website-cate-price"
            value={price}
            options={[
              { value: 'all', label: <Trans>All</Trans> },
              { value: 'free', label: <Trans>Free</Trans> },
              { value: 'paid', label: <Trans>Paid</Trans> },
            ]}
            href={(value) => href({ price: value === 'all' ? undefined : value })}
          />
          <ChoiceLinks<WebsiteSort>
            label={t`Sort`}
            testId="website-cate-sort"
            value={query.sort}
            options={[
              { value: 'website', label: <Trans>Recommended</Trans> },
              { value: 'newest', label: <Trans>Newest</Trans> },
              { value: 'popular', label: <Trans>Most popular</Trans> },
            ]}
            href={(value) => href({ sort: value })}
          />
        </div>
      ) : null}
      {cate.isLoading ? <LoadingState size="lg" /> : null}
      {cate.error ? <WebsiteProblem error={cate.error} onRetry={() => void cate.mutate()} /> : null}
      {data && !cate.error ? (
        <>
          <p className="text-sm text-muted-foreground" role="status">
            <Trans>{data.page.total} courses</Trans>
          </p>
          <CourseGrid courses={data.page.records} label={t`Courses`} />
          <Pager
            current={Number(data.page.current)}
            pages={Number(data.page.pages)}
            href={(page) => href({ current: page })}
          />
        </>
      ) : null}
    </WebsiteFrame>
  );
}
