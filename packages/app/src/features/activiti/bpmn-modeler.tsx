import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import type { BpmnModelerProps, ModelerHandle } from './modeler-types.ts';

export type { BpmnModelerProps, ModelerHandle };

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
