import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import type { BpmnDiagramProps } from './bpmn-diagram-props.ts';

export type { BpmnDiagramProps };

const View = lazy(() => import('./bpmn-diagram-view.tsx'));

/** A read-only BPMN diagram with the path taken marked; bpmn-js loads with the first one shown. */
export function BpmnDiagram(props: BpmnDiagramProps) {
  return (
    <Suspense
      fallback={
        <div className={props.className}>
          <div className="flex h-full min-h-72 items-center justify-center rounded-md border border-border text-sm text-muted-foreground">
            <Trans>Loading diagram…</Trans>
          </div>
        </div>
      }
    >
      <View {...props} />
    </Suspense>
  );
}
