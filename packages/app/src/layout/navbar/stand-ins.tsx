import type { KeyboardEvent } from 'react';
import { ChevronDown, Languages } from 'lucide-react';
import { useLocale } from '@pocket/i18n/react';
import { Avatar, formatLabel, MessageBellButton, useUiLabels } from '@pocket/ui';
import { layoutParts } from '../layout-parts.ts';
import { LANGUAGE_OPTIONS } from './languages.ts';
import type { UserMenuProps } from './user-menu.tsx';

/**
 * What a stand-in trigger does until the control's code is there: pointing at it or focusing it
 * starts the load; a press (click, Enter, Space; ArrowDown like a menu button) asks for the
 * control to mount open.
 */
function standInProps(press: () => void) {
  return {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: layoutParts.preload,
    onFocus: layoutParts.preload,
    onClick: press,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      press();
    },
  };
}

/** The navbar's user menu (user-menu.tsx), its code loaded on demand. */
export function NavbarUserMenu(props: Omit<UserMenuProps, 'defaultOpen'>) {
  const labels = useUiLabels();
  const [parts, request] = layoutParts.useLoaded();
  if (parts) return <parts.value.UserMenu {...props} defaultOpen={parts.open} />;
  const name = props.user?.name ?? '';
  return (
    <button
      type="button"
      data-slot="user-dropdown"
      aria-label={formatLabel(labels.userMenuFor, { name })}
      {...standInProps(() => request(true))}
      className="inline-flex h-9 items-center gap-2 rounded-md px-1.5 text-sm text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Avatar src={props.user?.avatar ?? null} alt="" size="sm" />
      <ChevronDown aria-hidden className="size-4 text-muted-foreground" />
    </button>
  );
}

/** The navbar's language menu (language-switch.tsx), its code loaded on demand. */
export function NavbarLanguageMenu() {
  const labels = useUiLabels();
  const { locale } = useLocale();
  const [parts, request] = layoutParts.useLoaded();
  if (parts) return <parts.value.NavbarLanguageSwitch defaultOpen={parts.open} />;
  const current = LANGUAGE_OPTIONS.find((option) => option.value === locale);
  return (
    <button
      type="button"
      data-slot="language-switch"
      aria-label={
        current ? formatLabel(labels.languageCurrent, { language: current.label }) : labels.language
      }
      {...standInProps(() => request(true))}
      className="inline-flex h-9 min-w-9 items-center justify-center gap-1.5 rounded-md px-2 text-sm text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Languages aria-hidden className="size-5" />
    </button>
  );
}

/** The bell's trigger until the kit's MessageBell (a Radix popover) has loaded: the kit's own
 * bell button, with the same badge and name. */
export function MessageBellStandIn({ unreadCount, onPress }: { unreadCount: number; onPress: () => void }) {
  return <MessageBellButton unreadCount={unreadCount} {...standInProps(onPress)} aria-haspopup="dialog" />;
}
