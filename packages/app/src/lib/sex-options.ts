import { useLingui } from '@lingui/react/macro';

/** The sex choices of the user forms (contract codes M, W, N), labelled in the active language. */
export function useSexOptions() {
  const { t } = useLingui();
  return [
    { value: 'M', label: t`Male` },
    { value: 'W', label: t`Female` },
    { value: 'N', label: t`Secret` },
  ];
}
