import { useMemo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { resourceResource, type Menu } from '@pocket/contract';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  cn,
} from '@pocket/ui';
import { ResourceScreen } from '../../components/resource/resource-screen.tsx';
import { defineScreen, type CustomFieldProps } from '../../components/resource/screen-def.ts';
import { MENU_ICON_NAMES, menuIcon } from '../../layout/menu-icons.tsx';

/** What each icon of the console shows, for people (the stored value is its name). */
const ICON_LABELS: Record<string, MessageDescriptor> = {
  home: msg({ message: 'Home', context: 'icon' }),
  dashboard: msg({ message: 'Dashboard', context: 'icon' }),
  education: msg({ message: 'Education', context: 'icon' }),
  book: msg({ message: 'Book', context: 'icon' }),
  peoples: msg({ message: 'People', context: 'icon' }),
  user: msg({ message: 'Person', context: 'icon' }),
  shopping: msg({ message: 'Shopping cart', context: 'icon' }),
  location: msg({ message: 'Location', context: 'icon' }),
  message: msg({ message: 'Message', context: 'icon' }),
  tree: msg({ message: 'Tree', context: 'icon' }),
  'tree-table': msg({ message: 'Table', context: 'icon' }),
  system: msg({ message: 'Settings', context: 'icon' }),
  guide: msg({ message: 'Compass', context: 'icon' }),
  component: msg({ message: 'Component', context: 'icon' }),
  code: msg({ message: 'Code', context: 'icon' }),
  lock: msg({ message: 'Lock', context: 'icon' }),
};

/** Chooses a menu's icon among those the console draws (or none). */
export function IconPicker({ value, onChange, id, ...aria }: CustomFieldProps) {
  const { t, i18n } = useLingui();
  const current = typeof value === 'string' ? value : '';
  const label = (name: string) => {
    const text = ICON_LABELS[name];
    return text ? i18n._(text) : name;
  };
  return (
    <div id={id} role="radiogroup" aria-label={t`Icon`} className="flex flex-wrap gap-1" {...aria}>
      {['', ...MENU_ICON_NAMES].map((name) => (
        <button
          key={name || 'none'}
          type="button"
          role="radio"
          aria-checked={current === name}
          title={name ? `${label(name)} (${name})` : t`No icon`}
          aria-label={name ? label(name) : t`No icon`}
          onClick={() => onChange(name)}
          className={cn(
            'flex size-8 items-center justify-center rounded-md border border-border text-xs',
            current === name ? 'border-primary-solid bg-primary-soft' : 'hover:bg-muted',
          )}
        >
          {name ? menuIcon(name, false) : '—'}
        </button>
      ))}
    </div>
  );
}

/** A menu's icon in the list: drawn, with its stored name. */
export function IconCell({ name }: { name: string | null }) {
  if (!name) return null;
  return (
    <span className="inline-flex items-center gap-1.5">
      {menuIcon(name, false)}
      {name}
    </span>
  );
}

/** The permission resources (buttons) of one menu: a resource screen of their own. */
function resourcesOf(menu: Menu) {
  return defineScreen({
    resource: resourceResource,
    texts: {
      title: msg`Resources`,
      add: msg`Add resource`,
      edit: msg`Edit resource`,
      deleteTitle: msg`Delete resources`,
      deleteQuestion: (count) => msg`Delete the ${count} selected resource(s)? Roles lose these codes.`,
    },
    rowLabel: (r) => r.code,
    columns: [
      { key: 'code', header: msg`Permission code`, cell: 'code' },
      { key: 'name', header: msg`Name` },
      { key: 'describe', header: msg`Description` },
    ],
    baseQuery: () => ({ menuId: menu.id }),
    form: {
      fields: [
        {
          name: 'code',
          control: 'text',
          label: msg`Permission code`,
          description: msg`service:entity:action, e.g. course:course:view`,
        },
        { name: 'name', control: 'text', label: msg`Name` },
        { name: 'describe', control: 'textarea', label: msg`Description` },
      ],
      toForm: (r) => ({ code: r.code, name: r.name, describe: r.describe ?? '' }),
      toBody: (values) => ({ ...values, menuId: menu.id }),
    },
    locked: (r) => r.readonly,
  });
}

/** A dialog with the resources of a menu: list, add, edit, delete. */
export function ResourcesDialog({ menu, onClose }: { menu: Menu; onClose: () => void }) {
  const def = useMemo(() => resourcesOf(menu), [menu]);
  const label = menu.label;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Resources of {label}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>The permission codes under this menu. Roles are granted them in the role screen.</Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <ResourceScreen def={def} />
        </DialogBody>
        <div className="mt-4 flex justify-end">
          <Button type="button" variant="secondary" clickGuardMs={0} onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
