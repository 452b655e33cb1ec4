import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';

/** What the editor lets its page do once the diagram is open. */
export type ModelerHandle = {
  /** The diagram as BPMN 2.0 XML, as drawn now. */
  saveXml: () => Promise<string>;
  /** Zooms so the whole diagram shows. */
  fit: () => void;
};

export type BpmnModelerProps = {
  /** BPMN 2.0 XML to open (a new value opens a new editor). */
  xml: string;
  onReady?: (handle: ModelerHandle) => void;
  /** Called after every change of the diagram (and undo / redo). */
  onChange?: () => void;
  className?: string;
};

const View = lazy(() => import('./bpmn-modeler-view.tsx'));

/** The BPMN editor; bpmn-js's Modeler loads (its own chunk) when the first one is shown. */
export function BpmnModeler(props: BpmnModelerProps) {
  return (
    <Suspense
      fallback={
        <div className={props.className}>
          <div className="flex h-full min-h-72 items-center justify-center rounded-md border border-border text-sm text-muted-foreground">
            <Trans>Loading the editor…</Trans>
          </div>
        </div>
      }
    >
      <View {...props} />
    </Suspense>
  );
}
