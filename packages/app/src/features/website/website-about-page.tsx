import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LoadingState } from '@pocket/ui';
import { WebsiteFrame } from './website-frame.tsx';
import { useWebsiteAbout } from './website-data.ts';

/** `/website/about`: the domain's tenant introduces itself (campuses come with a later issue). */
export function WebsiteAboutPage() {
  const about = useWebsiteAbout();
  const data = about.data;
  return (
    <WebsiteFrame>
      {about.isLoading ? <LoadingState size="lg" /> : null}
      {data ? (
        <>
          <div className="flex items-center gap-4">
            {data.brand.logo ? (
              <img src={data.brand.logo} alt="" className="size-16 rounded-lg object-cover" />
            ) : null}
            <h1 className="text-3xl font-bold">
              <Trans>About {data.brand.name}</Trans>
            </h1>
          </div>
          <p
            className="text-lg whitespace-pre-line text-muted-foreground"
            data-testid="website-about-describe"
          >
            {data.describe ?? <Trans>This school has not written its introduction yet.</Trans>}
          </p>
          {data.duty ? (
            <p>
              <Trans>Person in charge: {data.duty}</Trans>
            </p>
          ) : null}
          <section aria-labelledby="about-contact" className="flex flex-col gap-2">
            <h2 id="about-contact" className="text-xl font-semibold">
              <Trans>Joining a course</Trans>
            </h2>
            <p>
              <Trans>
                Free courses are open to everyone. For paid courses and memberships, contact the school:
                buying online is not open yet.
              </Trans>{' '}
              <Link to="/login" className="text-primary-text underline underline-offset-4">
                <Trans>Student and teacher sign-in</Trans>
              </Link>
            </p>
          </section>
        </>
      ) : null}
    </WebsiteFrame>
  );
}
