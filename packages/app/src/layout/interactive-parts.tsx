// The layout's parts that show only on interaction, loaded on demand (layout-parts.ts): the
// navbar's menus and popover (Radix dropdown and popover with their positioning code), the
// settings drawer and the clear-cache confirmation; the bell list's message types and relative
// times (dayjs). The layout's first load does not carry them.
export { ConfirmDialog, MessageBell, SettingsDrawer } from '@pocket/ui';
export { AppSettings } from './app-settings.tsx';
export { NavbarLanguageSwitch } from './navbar/language-switch.tsx';
export { UserMenu } from './navbar/user-menu.tsx';
export { msgTypeStyles } from '../features/resources/msg-types.ts';
export { formatRelative } from '../lib/time.ts';
