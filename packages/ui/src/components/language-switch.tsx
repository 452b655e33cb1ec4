import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import { Check, Languages } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { formatLabel } from '../lib/format-label.ts';
import { useUiLabels } from '../lib/labels.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
  menuItemVariants,
} from './dropdown-menu.tsx';

/** A language the switch offers; labels are usually each language's own name ("中文", "English"). */
type LanguageOption<TValue extends string = string> = { value: TValue; label: string };

type LanguageSwitchProps<TValue extends string = string> = {
  options: LanguageOption<TValue>[];
  value: TValue;
  onValueChange: (value: TValue) => void;
  /** Shows the current language's label next to the icon. */
  showLabel?: boolean | undefined;
  /** Opens the menu when it mounts (a page that shows a stand-in button until the menu's code has
   * loaded mounts the switch open on the stand-in's click). */
  defaultOpen?: boolean | undefined;
  className?: string | undefined;
};

/**
 * A controlled language menu for the navbar.
 * @example
 * <LanguageSwitch
 *   options={[{ value: 'zh', label: '中文' }, { value: 'en', label: 'English' }]}
 *   value={locale}
 *   onValueChange={switchLocale}
 * />
 */
function LanguageSwitch<TValue extends string = string>({
  options,
  value,
  onValueChange,
  showLabel = false,
  defaultOpen,
  className,
}: LanguageSwitchProps<TValue>) {
  const labels = useUiLabels();
  const current = options.find((option) => option.value === value);
  return (
    <DropdownMenu {...(defaultOpen ? { defaultOpen } : {})}>
      <DropdownMenuTrigger
        data-slot="language-switch"
        aria-label={
          current ? formatLabel(labels.languageCurrent, { language: current.label }) : labels.language
        }
        className={cn(
          'inline-flex h-9 min-w-9 items-center justify-center gap-1.5 rounded-md px-2 text-sm text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
          className,
        )}
      >
        <Languages aria-hidden className="size-5" />
        {showLabel && current ? <span aria-hidden>{current.label}</span> : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuPrimitive.RadioGroup
          value={value}
          onValueChange={(next) => onValueChange(next as TValue)}
        >
          {options.map((option) => (
            <DropdownMenuPrimitive.RadioItem
              key={option.value}
              value={option.value}
              lang={option.value}
              className={cn(menuItemVariants(), 'pl-8')}
            >
              <DropdownMenuPrimitive.ItemIndicator className="absolute left-2 inline-flex">
                <Check aria-hidden />
              </DropdownMenuPrimitive.ItemIndicator>
              {option.label}
            </DropdownMenuPrimitive.RadioItem>
          ))}
        </DropdownMenuPrimitive.RadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export { LanguageSwitch };
export type { LanguageOption, LanguageSwitchProps };
