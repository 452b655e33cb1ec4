import { useId, type ReactNode } from 'react';
import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { Check } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useUiLabels, type UiLabels } from '../lib/labels.tsx';
import { DEFAULT_THEME_COLOR, THEME_COLORS, type PageStyle } from '../lib/theme.ts';
import { RadioGroup } from './radio-group.tsx';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from './sheet.tsx';
import { Switch } from './switch.tsx';

/** The layout settings of the console; the app stores them. */
type LayoutSettings = {
  pageStyle: PageStyle;
  themeColor: string;
  uniqueOpened: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
};

const defaultLayoutSettings: LayoutSettings = {
  pageStyle: 'light',
  themeColor: DEFAULT_THEME_COLOR,
  uniqueOpened: true,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
};

type SettingsDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: LayoutSettings;
  onChange: (next: LayoutSettings) => void;
  /** Swatches; default the eight spec colours. */
  colors?: readonly string[] | undefined;
  /**
   * Accessible names of the swatches. The eight preset colours are named by the `themeColor*`
   * labels; other colours fall back to their CSS value unless this names them.
   */
  colorLabel?: ((color: string) => string) | undefined;
  /** The app's own settings (language, menu layout, …), shown below the built-in ones. */
  children?: ReactNode | undefined;
  className?: string | undefined;
};

const presetColorKeys = [
  'themeColorBlue',
  'themeColorDaybreakBlue',
  'themeColorSlate',
  'themeColorBlack',
  'themeColorGreen',
  'themeColorCyan',
  'themeColorPurple',
  'themeColorRed',
] as const satisfies readonly (keyof UiLabels)[];

/** The label naming one of THEME_COLORS, matched case-insensitively. */
function presetColorName(labels: UiLabels, color: string): string | undefined {
  const index = THEME_COLORS.findIndex((preset) => preset.toUpperCase() === color.toUpperCase());
  return index === -1 ? undefined : labels[presetColorKeys[index]!];
}

type ToggleKey = 'uniqueOpened' | 'tagsView' | 'fixedHeader' | 'sidebarLogo';

function SettingRow({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-1.5">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The right-hand drawer of page settings. Controlled: every change goes through onChange. */
function SettingsDrawer({
  open,
  onOpenChange,
  value,
  onChange,
  colors = THEME_COLORS,
  colorLabel,
  children,
  className,
}: SettingsDrawerProps) {
  const labels = useUiLabels();
  const nameOf = (color: string) => colorLabel?.(color) ?? presetColorName(labels, color) ?? color;
  const base = useId();
  const set = <K extends keyof LayoutSettings>(key: K, next: LayoutSettings[K]) =>
    onChange({ ...value, [key]: next });
  const toggles: [ToggleKey, string][] = [
    ['uniqueOpened', labels.settingsUniqueOpened],
    ['tagsView', labels.settingsTagsView],
    ['fixedHeader', labels.settingsFixedHeader],
    ['sidebarLogo', labels.settingsSidebarLogo],
  ];

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        data-slot="settings-drawer"
        aria-describedby={undefined}
        className={cn('w-80', className)}
      >
        <SheetHeader>
          <SheetTitle>{labels.settingsTitle}</SheetTitle>
        </SheetHeader>

        <section className="grid gap-2">
          <h3 id={`${base}-style`} className="text-sm font-medium">
            {labels.settingsPageStyle}
          </h3>
          <RadioGroup
            aria-labelledby={`${base}-style`}
            orientation="horizontal"
            value={value.pageStyle}
            onValueChange={(next) => set('pageStyle', next as PageStyle)}
            options={[
              { value: 'light', label: labels.settingsPageStyleLight },
              { value: 'dark', label: labels.settingsPageStyleDark },
            ]}
          />
        </section>

        <section className="grid gap-2">
          <h3 id={`${base}-color`} className="text-sm font-medium">
            {labels.settingsThemeColor}
          </h3>
          <RadioGroupPrimitive.Root
            data-slot="settings-theme-colors"
            aria-labelledby={`${base}-color`}
            orientation="horizontal"
            value={value.themeColor.toUpperCase()}
            onValueChange={(next) => set('themeColor', next)}
            className="flex flex-wrap gap-1.5"
          >
            {colors.map((color) => (
              <RadioGroupPrimitive.Item
                key={color}
                value={color.toUpperCase()}
                aria-label={nameOf(color)}
                style={{ backgroundColor: color }}
                className="inline-flex size-7 items-center justify-center rounded-md text-white ring-1 ring-foreground/25 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <RadioGroupPrimitive.Indicator>
                  <Check aria-hidden className="size-4 drop-shadow" />
                </RadioGroupPrimitive.Indicator>
              </RadioGroupPrimitive.Item>
            ))}
          </RadioGroupPrimitive.Root>
        </section>

        <section className="grid">
          {toggles.map(([key, text]) => (
            <SettingRow key={key} id={`${base}-${key}`} label={text}>
              <Switch
                id={`${base}-${key}`}
                checked={value[key]}
                onCheckedChange={(checked) => set(key, checked)}
              />
            </SettingRow>
          ))}
        </section>
        {children}
      </SheetContent>
    </Sheet>
  );
}

export { SettingsDrawer, defaultLayoutSettings };
export type { SettingsDrawerProps, LayoutSettings };
