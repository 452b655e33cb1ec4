import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { WebsiteFrame } from './website-frame.tsx';

/** `/website/about`: who the platform is for and how to reach the back office. */
export function WebsiteAboutPage() {
  return (
    <WebsiteFrame>
      <h1 className="text-3xl font-bold">
        <Trans>About Pocket Course</Trans>
      </h1>
      <p className="text-lg text-muted-foreground">
        <Trans>
          Pocket Course is a multi-tenant course platform. Every school or training organisation is a tenant
          with its own courses, teachers, campuses, orders and messages, kept apart from every other tenant.
        </Trans>
      </p>
      <section aria-labelledby="about-staff" className="flex flex-col gap-2">
        <h2 id="about-staff" className="text-xl font-semibold">
          <Trans>For staff</Trans>
        </h2>
        <p>
          <Trans>
            Staff sign in to the back office to manage courses, workers, orders, organisation users, messages
            and SMS, in Chinese or English.
          </Trans>{' '}
          <Link to="/admin/login" className="text-primary-text underline underline-offset-4">
            <Trans>Back-office sign-in</Trans>
          </Link>
        </p>
      </section>
      <section aria-labelledby="about-learners" className="flex flex-col gap-2">
        <h2 id="about-learners" className="text-xl font-semibold">
          <Trans>For students and teachers</Trans>
        </h2>
        <p>
          <Trans>Students and teachers browse the course categories and sign in to their user centre.</Trans>{' '}
          <Link to="/login" className="text-primary-text underline underline-offset-4">
            <Trans>Student and teacher sign-in</Trans>
          </Link>
        </p>
      </section>
    </WebsiteFrame>
  );
}
