import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { saveBlob } from '../lib/xlsx.ts';

/**
 * One export at a time for a screen: `run` fetches the file and saves it under `fileName`; a second
 * call while a file is being built is ignored. Failures were already reported by the client.
 */
export function useExport() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (fetchFile: () => Promise<Blob>, fileName: string) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      saveBlob(await fetchFile(), fileName);
    } catch {
      // The client has shown the failure.
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}

/** The toolbar's status while an export file is being prepared. */
export function ExportProgress({ busy }: { busy: boolean }) {
  const { t } = useLingui();
  if (!busy) return null;
  return (
    <span role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <progress className="h-2 w-24 accent-primary-solid" aria-label={t`Export progress`} />
      <Trans>Preparing the export file…</Trans>
    </span>
  );
}

/** `<name>-YYYY-MM-DD.xlsx` for today. */
export function exportFileName(name: string): string {
  return `${name}-${new Date().toISOString().slice(0, 10)}.xlsx`;
}
