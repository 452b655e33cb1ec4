import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { isApiError } from '@pocket/api-client';
import type { WebsiteCourseCard } from '@pocket/contract';
import { cn, EmptyState, ErrorState } from '@pocket/ui';
import { formatCents } from '../../lib/money.ts';
import { siteDomain } from './website-data.ts';

/** Why a website page cannot show its content: no tenant at this domain, nothing found, or a failure. */
export function WebsiteProblem({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useLingui();
  const host = siteDomain();
  if (error === 'not-found' || (isApiError(error) && error.status === 404)) {
    return (
      <EmptyState
        size="lg"
        title={t`Not found`}
        description={(isApiError(error) && error.msg) || t`This page does not exist on ${host}.`}
        action={
          <Link to="/website" className="text-primary-text underline underline-offset-4">
            <Trans>Back to the website home</Trans>
          </Link>
        }
        data-testid="website-not-found"
      />
    );
  }
  return (
    <ErrorState
      size="lg"
      title={t`Failed to get data`}
      description={isApiError(error) ? error.msg : undefined}
      {...(onRetry ? { onRetry } : {})}
    />
  );
}

/** The frame's notice when no tenant serves the host the browser asked for. */
export function UnknownSite() {
  const host = siteDomain();
  return (
    <EmptyState
      size="lg"
      title={<Trans>No school's website is served at {host}</Trans>}
      description={
        <Trans>
          A school's website opens at the domain the platform administrator set for it. Staff can still sign
          in to the back office.
        </Trans>
      }
      action={
        <Link to="/admin/login" className="text-primary-text underline underline-offset-4">
          <Trans>Back-office sign-in</Trans>
        </Link>
      }
      data-testid="website-unknown-domain"
    />
  );
}

/** A price, or "Free". */
export function PriceTag({ price, className }: { price: number; className?: string }) {
  return (
    <span className={cn('font-semibold', price === 0 ? 'text-success' : 'text-danger', className)}>
      {price === 0 ? <Trans>Free</Trans> : formatCents(price)}
    </span>
  );
}

/** A promotion badge such as "限时免费". */
export function ActivityBadge({ text, className }: { text: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-danger-solid px-2 py-0.5 text-xs font-medium text-white',
        className,
      )}
    >
      {text}
    </span>
  );
}

/** A course cover, or a tinted block with the course's first letter when it has none. */
export function Cover({ src, name, className }: { src: string | null; name: string; className?: string }) {
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      className={cn('aspect-[9/5] w-full bg-muted object-cover', className)}
    />
  ) : (
    <div
      aria-hidden
      className={cn(
        'flex aspect-[9/5] w-full items-center justify-center bg-primary-soft text-3xl font-bold text-primary-text',
        className,
      )}
    >
      {name.slice(0, 1)}
    </div>
  );
}

/** A course in a grid: cover, badge, name, lecturer, learners and price; opens its page. */
export function CourseCard({ course }: { course: WebsiteCourseCard }) {
  return (
    <li className="overflow-hidden rounded-lg border border-border bg-surface shadow-sm transition-shadow hover:shadow-md">
      <Link
        to={`/website/view?id=${course.id}`}
        className="flex h-full flex-col focus-visible:outline-2 focus-visible:outline-primary"
        data-testid="website-course"
      >
        <div className="relative">
          <Cover src={course.courseLogo} name={course.courseName} />
          {course.labelActivity ? (
            <ActivityBadge text={course.labelActivity} className="absolute top-2 left-2" />
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 font-medium">{course.courseName}</h3>
          <p className="text-xs text-muted-foreground">
            {[course.categoryName, course.lecturerName].filter(Boolean).join(' · ')}
          </p>
          <div className="mt-auto flex items-center justify-between pt-2 text-sm">
            <PriceTag price={course.price} />
            <span className="text-xs text-muted-foreground">
              <Trans>{course.countStudy} learners</Trans>
            </span>
          </div>
        </div>
      </Link>
    </li>
  );
}

/** Courses in a responsive grid, or a note that there are none. */
export function CourseGrid({ courses, label }: { courses: WebsiteCourseCard[]; label: string }) {
  if (courses.length === 0) return <EmptyState title={<Trans>No courses here yet</Trans>} />;
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {courses.map((course) => (
        <CourseCard key={course.id} course={course} />
      ))}
    </ul>
  );
}

/** One choice among a few, as links that change the page's query (keyboard and history friendly). */
export function ChoiceLinks<V extends string>({
  label,
  options,
  value,
  href,
  testId,
}: {
  label: string;
  options: { value: V; label: ReactNode }[];
  value: V;
  href: (value: V) => string;
  testId?: string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2" data-testid={testId}>
      <span className="text-sm text-muted-foreground">{label}</span>
      {options.map((option) => {
        const current = option.value === value;
        return (
          <Link
            key={option.value}
            to={href(option.value)}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-primary',
              current
                ? 'border-primary bg-primary-solid text-primary-foreground'
                : 'border-border hover:border-primary hover:text-primary-text',
            )}
          >
            {option.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** Previous / next links and where the list stands. */
export function Pager({
  current,
  pages,
  href,
}: {
  current: number;
  pages: number;
  href: (page: number) => string;
}) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  const link =
    'rounded-md border border-border px-3 py-1 text-sm hover:border-primary hover:text-primary-text';
  return (
    <nav aria-label={t`Pages`} className="flex items-center justify-center gap-3">
      {current > 1 ? (
        <Link to={href(current - 1)} className={link} rel="prev">
          <Trans>Previous</Trans>
        </Link>
      ) : null}
      <span className="text-sm text-muted-foreground">
        <Trans>
          Page {current} of {pages}
        </Trans>
      </span>
      {current < pages ? (
        <Link to={href(current + 1)} className={link} rel="next">
          <Trans>Next</Trans>
        </Link>
      ) : null}
    </nav>
  );
}
