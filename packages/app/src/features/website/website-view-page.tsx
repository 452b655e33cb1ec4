import { useMemo, useState } from 'react';
import DOMPurify from 'dompurify';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@pocket/api-client';
import type { WebsiteView } from '@pocket/contract';
import { Button, LoadingState } from '@pocket/ui';
import { WebsiteFrame } from './website-frame.tsx';
import { ActivityBadge, Cover, PriceTag, WebsiteProblem } from './website-parts.tsx';
import { downloadMedia, useWebsiteAbout, useWebsiteView } from './website-data.ts';
import { BuyCourse, useVideoSource } from './website-buy.tsx';

/** The player: the full video for a viewer with access, else the trial clip, else the cover. */
function Player({ view }: { view: WebsiteView }) {
  const { course, media } = view;
  const video = useVideoSource(view);
  const src = video ?? media.trial;
  if (!src) return <Cover src={course.courseLogo} name={course.courseName} className="rounded-lg" />;
  return (
    <figure className="flex flex-col gap-2">
      <video
        key={src}
        src={src}
        controls
        preload="metadata"
        playsInline
        {...(course.courseLogo ? { poster: course.courseLogo } : {})}
        className="aspect-video w-full rounded-lg bg-black"
        data-testid={video ? 'website-video' : 'website-trial'}
      />
      <figcaption className="text-sm text-muted-foreground">
        {video ? <Trans>Full course</Trans> : <Trans>Trial clip</Trans>}
      </figcaption>
    </figure>
  );
}

/**
 * What a visitor without access can do: a signed-in one buys the course or a membership on the
 * spot; anyone else is asked to sign in first.
 */
function AccessPrompt({ view, onAccess }: { view: WebsiteView; onAccess: () => Promise<unknown> }) {
  const about = useWebsiteAbout();
  const school = about.data?.brand.name ?? '';
  return (
    <section
      aria-labelledby="website-access"
      className="flex flex-col gap-3 rounded-lg border border-primary bg-primary-soft p-4"
      data-testid="website-access-prompt"
    >
      <h2 id="website-access" className="font-semibold">
        <Trans>This course needs a purchase or a membership</Trans>
      </h2>
      {view.signedIn ? (
        <BuyCourse view={view} onAccess={onAccess} />
      ) : (
        <>
          <p className="text-sm">
            <Trans>Sign in to buy this course or become a member of {school}.</Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link to="/login">
                <Trans>Sign in</Trans>
              </Link>
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/** PDF and PPT courseware the viewer may download. */
function Courseware({ view }: { view: WebsiteView }) {
  const { t } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const files = [
    { path: view.media.pdf, label: t`Download PDF`, ext: 'pdf' },
    { path: view.media.ppt, label: t`Download PPT`, ext: 'pptx' },
  ].filter((f): f is { path: string; label: string; ext: string } => f.path !== null);
  if (files.length === 0) return null;
  const save = async (path: string, ext: string) => {
    setFailure(null);
    try {
      await downloadMedia(path, `${view.course.courseName}.${ext}`);
    } catch (error) {
      setFailure(isApiError(error) && error.msg ? error.msg : t`Download failed`);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {files.map((file) => (
        <Button key={file.ext} variant="secondary" size="sm" onClick={() => void save(file.path, file.ext)}>
          {file.label}
        </Button>
      ))}
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

/** `/website/view?id=…`: a course in detail; the server decides what of it this viewer may play. */
export function WebsiteViewPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const view = useWebsiteView(/^\d{1,19}$/.test(id) ? id : '');
  const html = useMemo(
    () =>
      view.data?.course.introduce
        ? DOMPurify.sanitize(view.data.course.introduce, { USE_PROFILES: { html: true } })
        : '',
    [view.data],
  );
  if (!/^\d{1,19}$/.test(id)) {
    return (
      <WebsiteFrame>
        <WebsiteProblem error="not-found" />
      </WebsiteFrame>
    );
  }
  const data = view.data;
  const course = data?.course;
  return (
    <WebsiteFrame>
      {view.isLoading ? <LoadingState size="lg" /> : null}
      {view.error ? <WebsiteProblem error={view.error} onRetry={() => void view.mutate()} /> : null}
      {data && course ? (
        <>
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
            <Player view={data} />
            <div className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center gap-2">
                {course.labelActivity ? <ActivityBadge text={course.labelActivity} /> : null}
                {course.categoryName ? (
                  <span className="text-sm text-muted-foreground">{course.categoryName}</span>
                ) : null}
              </div>
              <h1 className="text-2xl font-bold">{course.courseName}</h1>
              <PriceTag price={course.price} className="text-xl" />
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {course.lecturerName ? (
                  <>
                    <dt className="text-muted-foreground">
                      <Trans>Lecturer</Trans>
                    </dt>
                    <dd>{course.lecturerName}</dd>
                  </>
                ) : null}
                <dt className="text-muted-foreground">
                  <Trans>Learners</Trans>
                </dt>
                <dd>{course.countStudy}</dd>
                <dt className="text-muted-foreground">
                  <Trans>Buyers</Trans>
                </dt>
                <dd>{course.countBuy}</dd>
              </dl>
              {data.mayWatch ? null : <AccessPrompt view={data} onAccess={() => view.mutate()} />}
              <Courseware view={data} />
            </div>
          </div>
          <section aria-labelledby="website-introduce" className="flex flex-col gap-2">
            <h2 id="website-introduce" className="text-xl font-semibold">
              <Trans>Introduction</Trans>
            </h2>
            {html ? (
              <div
                className="max-w-none text-sm leading-relaxed [&_a]:text-primary-text [&_a]:underline [&_img]:max-w-full"
                data-testid="website-introduce"
                dangerouslySetInnerHTML={{ __html: html }}
              />
            ) : (
              <p className="text-sm text-muted-foreground">
                <Trans>No introduction yet.</Trans>
              </p>
            )}
          </section>
        </>
      ) : null}
    </WebsiteFrame>
  );
}
