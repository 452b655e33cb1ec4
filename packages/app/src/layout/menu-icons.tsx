import {
  BookOpen,
  Code,
  Compass,
  FileText,
  Folder,
  GraduationCap,
  House,
  LayoutDashboard,
  MapPin,
  MessageSquare,
  Network,
  Puzzle,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Table,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';

/**
 * The server's menu icon names (the lamp admin's icon set) as icons. A name this build does not
 * know falls back to a folder for a group and a page for a leaf, so a collapsed sidebar never
 * shows an empty row.
 */
const MENU_ICONS: Record<string, LucideIcon> = {
  home: House,
  dashboard: LayoutDashboard,
  education: GraduationCap,
  book: BookOpen,
  peoples: Users,
  user: User,
  shopping: ShoppingCart,
  location: MapPin,
  message: MessageSquare,
  tree: Network,
  'tree-table': Table,
  system: Settings,
  guide: Compass,
  component: Puzzle,
  code: Code,
  lock: ShieldCheck,
};

/** The icon names a menu may choose (the icon picker of the menu screen). */
export const MENU_ICON_NAMES = Object.keys(MENU_ICONS);

/** The icon element for a menu entry. */
export function menuIcon(name: string | undefined, isGroup: boolean) {
  const Icon = (name && MENU_ICONS[name]) || (isGroup ? Folder : FileText);
  return <Icon aria-hidden className="size-4 shrink-0" />;
}
