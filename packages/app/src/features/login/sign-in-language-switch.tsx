import { useState, type ComponentType } from 'react';
import { Languages } from 'lucide-react';
import { useUiLabels } from '@pocket/ui';
import { loadConsoleStyles } from '../../app/console-styles.ts';

type Switch = ComponentType<{ defaultOpen?: boolean }>;

const loadSwitch = async (): Promise<Switch> =>
  (await Promise.all([import('../../layout/navbar/language-switch.tsx'), loadConsoleStyles()]))[0]
    .NavbarLanguageSwitch;

/**
 * The sign-in page's language menu: a button that looks like the navbar's until it is pointed at,
 * focused or pressed; the menu's code (a Radix dropdown with its positioning) loads then, and the
 * menu opens on the press. The sign-in page's first load does not carry it.
 */
export function SignInLanguageSwitch() {
  const labels = useUiLabels();
  const [Loaded, setLoaded] = useState<{ Switch: Switch; open: boolean } | null>(null);
  if (Loaded) return <Loaded.Switch defaultOpen={Loaded.open} />;
  const load = (open: boolean) =>
    void loadSwitch().then((Switch) => setLoaded((now) => now ?? { Switch, open }));
  return (
    <button
      type="button"
      data-slot="language-switch"
      aria-label={labels.language}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadSwitch()}
      onFocus={() => void loadSwitch()}
      onClick={() => load(true)}
      className="inline-flex h-9 min-w-9 items-center justify-center gap-1.5 rounded-md px-2 text-sm text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Languages aria-hidden className="size-5" />
    </button>
  );
}
