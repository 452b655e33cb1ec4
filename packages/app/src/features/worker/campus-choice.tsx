import { useLingui } from '@lingui/react/macro';
import { Checkbox, Label } from '@pocket/ui';
import useSWR from 'swr';
import { CAMPUS_OPTIONS_KEY, loadCampuses } from '../../lib/campus-options.ts';
import { swrKey } from '../../lib/swr-keys.ts';
import type { CustomFieldProps } from '../../components/resource/screen-def.ts';

/** The campuses a worker serves: one checkbox per campus of the tenant. */
export function CampusChoice(field: CustomFieldProps) {
  const { t } = useLingui();
  const { data, error } = useSWR(swrKey(CAMPUS_OPTIONS_KEY), loadCampuses);
  const chosen = Array.isArray(field.value) ? field.value : [];
  const toggle = (id: string, on: boolean) =>
    field.onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  if (error) return <p className="text-sm text-danger">{t`The campuses could not be loaded.`}</p>;
  if (!data) return <p className="text-sm text-muted-foreground">{t`Loading…`}</p>;
  if (data.length === 0) return <p className="text-sm text-muted-foreground">{t`No campus yet.`}</p>;
  return (
    <div
      id={field.id}
      role="group"
      aria-describedby={field['aria-describedby']}
      className="flex flex-wrap gap-x-4 gap-y-2 pt-1"
    >
      {data.map((c) => {
        const id = `${field.id}-${c.value}`;
        return (
          <div key={c.value} className="flex items-center gap-2">
            <Checkbox
              id={id}
              checked={chosen.includes(c.value)}
              onCheckedChange={(on) => toggle(c.value, on === true)}
              onBlur={field.onBlur}
            />
            <Label htmlFor={id}>{c.label}</Label>
          </div>
        );
      })}
    </div>
  );
}
