import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LoadingState } from '@pocket/ui';
import type { WebsiteCourseCard } from '@pocket/contract';
import { WebsiteFrame } from './website-frame.tsx';
import { ActivityBadge, Cover, CourseGrid, PriceTag, WebsiteProblem } from './website-parts.tsx';
import { useWebsiteHome } from './website-data.ts';

/** The featured courses: a row that scrolls sideways and snaps to each course. */
function Banner({ courses }: { courses: WebsiteCourseCard[] }) {
  const { t } = useLingui();
  if (courses.length === 0) return null;
  return (
    <section aria-label={t`Featured courses`} data-testid="website-banner">
      <ul className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2">
        {courses.map((course) => (
          <li key={course.id} className="w-[85%] shrink-0 snap-start sm:w-[60%] lg:w-[45%]">
            <Link
              to={`/website/view?id=${course.id}`}
              className="relative block overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-primary"
            >
              <Cover src={course.courseLogo} name={course.courseName} />
              <div className="absolute inset-x-0 bottom-0 flex flex-wrap items-end justify-between gap-2 bg-gradient-to-t from-black/75 to-transparent p-4 pt-10 text-white">
                <div className="min-w-0">
                  {course.labelActivity ? <ActivityBadge text={course.labelActivity} /> : null}
                  <p className="mt-1 truncate text-lg font-semibold">{course.courseName}</p>
                </div>
                <PriceTag price={course.price} className="rounded bg-white px-2 py-0.5 text-sm" />
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The public website's home (`/` and `/website`): the domain's tenant with its featured courses,
 * level-1 categories and on-sale courses in website order.
 */
export function WebsiteHomePage() {
  const { t } = useLingui();
  const home = useWebsiteHome();
  return (
    <WebsiteFrame>
      {home.isLoading ? <LoadingState size="lg" /> : null}
      {home.error ? <WebsiteProblem error={home.error} onRetry={() => void home.mutate()} /> : null}
      {home.data ? (
        <>
          <h1 className="text-2xl font-bold sm:text-3xl">
            <Trans>Welcome to {home.data.brand.name}</Trans>
          </h1>
          <Banner courses={home.data.banner} />
          {home.data.categories.length > 0 ? (
            <nav
              aria-label={t`Course categories`}
              className="flex flex-wrap gap-2"
              data-testid="website-categories"
            >
              {home.data.categories.map((cate) => (
                <Link
                  key={cate.id}
                  to={`/website/cate?categoryId=${cate.id}`}
                  className="rounded-full border border-border px-4 py-1.5 text-sm hover:border-primary hover:text-primary-text focus-visible:outline-2 focus-visible:outline-primary"
                >
                  {cate.label}
                </Link>
              ))}
            </nav>
          ) : null}
          <section aria-labelledby="website-courses" className="flex flex-col gap-4">
            <div className="flex items-baseline justify-between">
              <h2 id="website-courses" className="text-xl font-semibold">
                <Trans>Courses</Trans>
              </h2>
              <Link
                to="/website/cate"
                className="text-sm text-primary-text underline-offset-4 hover:underline"
              >
                <Trans>All courses</Trans>
              </Link>
            </div>
            <CourseGrid courses={home.data.courses} label={t`Courses`} />
          </section>
        </>
      ) : null}
    </WebsiteFrame>
  );
}
