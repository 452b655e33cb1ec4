import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WfModel } from '@pocket/contract';
import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  toast,
} from '@pocket/ui';
import useSWR from 'swr';
import type { ScreenContext } from '../../components/resource/screen-def.ts';
import { failureText } from '../../lib/form-issues.ts';
import { swrKey } from '../../lib/swr-keys.ts';
import { saveBlob } from '../../lib/xlsx.ts';
import { modelApi } from './activiti-api.ts';
import { diagramIssues } from './bpmn-issues.ts';
import { BpmnModeler, type ModelerHandle } from './bpmn-modeler.tsx';

/** Saves a BPMN document as `<key>.bpmn`. */
export function downloadBpmn(content: Blob | string, key: string): void {
  const blob = typeof content === 'string' ? new Blob([content], { type: 'application/xml' }) : content;
  saveBlob(blob, `${key}.bpmn`);
}

/**
 * The model's editor, over the whole window: the diagram with its palette and properties, and
 * Save, Save and deploy, Download, Zoom to fit and Back. Leaving with unsaved changes asks first
 * (Back, Escape, the close button, a navigation away from the screen such as the browser's Back,
 * and closing the browser tab).
 */
export function ModelDesigner({
  model,
  close,
  screen,
}: {
  model: WfModel;
  close: () => void;
  screen: ScreenContext;
}) {
  const { t, i18n } = useLingui();
  // The diagram as stored when the editor opened, read once: a refresh of the model list (after a
  // save) or a focus of the window must not reload it under the user's unsaved edits.
  const [opened] = useState(() => Date.now());
  const detail = useSWR(
    swrKey('activiti-designer/model', { id: model.id, opened }),
    () => modelApi.modelGet({ params: { id: model.id } }),
    { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  const handle = useRef<ModelerHandle | null>(null);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [issues, setIssues] = useState<string[]>([]);
  const [leaving, setLeaving] = useState(false);
  const canDeploy = screen.allowed('publish');

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // A navigation away from the screen (a menu link, the browser's Back) asks the same question.
  const blocker = useBlocker(dirty);
  useEffect(() => {
    if (blocker.state === 'blocked') setLeaving(true);
  }, [blocker.state]);

  const leave = () => (dirty ? setLeaving(true) : close());

  /** Saves the drawn diagram; false when the server refused it (its reasons are shown). */
  const save = async (): Promise<boolean> => {
    if (!handle.current) return false;
    setIssues([]);
    try {
      const xml = await handle.current.saveXml();
      await modelApi.modelSaveXml({ params: { id: model.id }, body: { xml } }, { silent: true });
      setDirty(false);
      return true;
    } catch (error) {
      const found = diagramIssues(error, i18n);
      if (found.length) setIssues(found);
      else toast.error(failureText(error) || t`The diagram was not saved.`);
      return false;
    }
  };

  const run = async (deploy: boolean) => {
    setBusy(true);
    try {
      if (!(await save())) return;
      if (!deploy) {
        screen.notify(msg`Saved`);
        return;
      }
      try {
        await modelApi.modelDeploy({ params: { id: model.id } }, { silent: true });
        screen.notify(msg`Publish successfully`);
      } catch (error) {
        const found = diagramIssues(error, i18n);
        if (found.length) setIssues(found);
        else toast.error(failureText(error) || t`The model was not published.`);
      }
    } finally {
      setBusy(false);
      void screen.refresh();
    }
  };

  const download = async () => {
    if (handle.current) downloadBpmn(await handle.current.saveXml(), model.key);
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : leave())}>
      <DialogContent
        className="h-[calc(100vh-2rem)] max-h-none w-[calc(100vw-2rem)] max-w-none gap-3 p-4"
        onEscapeKeyDown={(event) => {
          event.preventDefault();
          // Inside the canvas Escape belongs to the editor (it cancels the tool in use).
          const target = event.target as Element | null;
          if (!target?.closest?.('[data-testid="bpmn-modeler"]')) leave();
        }}
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader className="flex flex-row flex-wrap items-center gap-2 pr-8">
          <div className="mr-auto grid gap-1">
            <DialogTitle>{t`Design ${model.name}`}</DialogTitle>
            <DialogDescription>
              {dirty ? t`Unsaved changes.` : t`Process key ${model.key}, revision ${model.version}.`}
            </DialogDescription>
          </div>
          <div className="flex flex-wrap gap-2" role="toolbar" aria-label={t`Editor actions`}>
            <Button type="button" variant="secondary" onClick={leave}>
              <Trans>Back</Trans>
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={!detail.data}
              onClick={() => handle.current?.fit()}
            >
              <Trans>Zoom to fit</Trans>
            </Button>
            <Button type="button" variant="secondary" disabled={!detail.data} onClick={() => void download()}>
              <Trans>Download</Trans>
            </Button>
            <Button type="button" disabled={busy || !detail.data} onClick={() => void run(false)}>
              <Trans>Save</Trans>
            </Button>
            {canDeploy ? (
              <Button type="button" disabled={busy || !detail.data} onClick={() => void run(true)}>
                <Trans>Save and deploy</Trans>
              </Button>
            ) : null}
          </div>
        </DialogHeader>
        {issues.length ? (
          <div
            role="alert"
            className="rounded-md border border-danger/30 bg-danger-soft p-3 text-sm text-danger"
          >
            <p className="font-medium">{t`The server did not accept the diagram:`}</p>
            <ul className="ml-5 list-disc">
              {issues.map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {detail.data ? (
          <BpmnModeler
            className="min-h-0 flex-1"
            xml={detail.data.xml}
            onReady={(h) => {
              handle.current = h;
            }}
            onChange={() => setDirty(true)}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            {detail.error ? t`The model cannot be opened.` : t`Loading…`}
          </p>
        )}
        <ConfirmDialog
          open={leaving}
          onOpenChange={setLeaving}
          // Staying: a navigation that was held does not happen.
          onCancel={() => {
            if (blocker.state === 'blocked') blocker.reset();
          }}
          variant="danger"
          title={t`Leave the editor?`}
          description={t`The changes since the last save will be lost.`}
          confirmLabel={t`Leave without saving`}
          onConfirm={() => {
            setDirty(false);
            if (blocker.state === 'blocked') blocker.proceed();
            else close();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
