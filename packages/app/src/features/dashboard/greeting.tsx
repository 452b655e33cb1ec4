import { useLingui } from '@lingui/react/macro';
import { greeting } from '@pocket/i18n';

/** "Good morning, Name" by the local time of day (the i18n package's greeting rules). */
export function Greeting({ name, now = new Date() }: { name: string; now?: Date }) {
  const { i18n, t } = useLingui();
  const hello = greeting(now, i18n);
  return (
    <h1 data-testid="greeting" className="text-xl font-semibold">
      {name ? t`${hello}, ${name}` : hello}
    </h1>
  );
}
