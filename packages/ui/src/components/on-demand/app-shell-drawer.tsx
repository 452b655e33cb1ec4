import type { ReactNode } from 'react';
import { Sheet, SheetContent, SheetTitle } from '../sheet.tsx';

type AppShellDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the drawer (the main navigation). */
  title: string;
  /** Where the focus goes when the drawer closes (the menu button). */
  onCloseAutoFocus: (event: Event) => void;
  children: ReactNode;
};

/**
 * AppShell's menu drawer below the mobile breakpoint: a sheet (Radix dialog with its focus trap
 * and scroll lock), loaded only when the page is that narrow, so a desktop page never fetches it.
 */
export function AppShellDrawer({
  open,
  onOpenChange,
  title,
  onCloseAutoFocus,
  children,
}: AppShellDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="w-64 p-3"
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <SheetTitle className="sr-only">{title}</SheetTitle>
        {children}
      </SheetContent>
    </Sheet>
  );
}
