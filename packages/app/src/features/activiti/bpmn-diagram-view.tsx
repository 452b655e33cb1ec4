import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import './bpmn-markers.css';
import type { BpmnDiagramProps } from './bpmn-diagram-props.ts';

type Canvas = {
  zoom(level: 'fit-viewport' | number, center?: 'auto'): number;
  addMarker(id: string, marker: string): void;
};
type Registry = { get(id: string): unknown };

/**
 * A BPMN diagram, read-only (bpmn-js NavigatedViewer: drag to move, wheel to zoom), with the
 * elements a process has passed marked `wf-done` and those waiting marked `wf-active`.
 * Loaded only through `BpmnDiagram` (its own chunk).
 */
export default function BpmnDiagramView({
  xml,
  completedIds = [],
  activeIds = [],
  label,
  className,
}: BpmnDiagramProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const done = completedIds.join(' ');
  const active = activeIds.join(' ');

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    const viewer = new NavigatedViewer({ container: host });
    let live = true;
    setFailed(false);
    viewer
      .importXML(xml)
      .then(() => {
        if (!live) return;
        const canvas = viewer.get<Canvas>('canvas');
        const registry = viewer.get<Registry>('elementRegistry');
        canvas.zoom('fit-viewport', 'auto');
        for (const id of done.split(' ').filter(Boolean))
          if (registry.get(id)) canvas.addMarker(id, 'wf-done');
        for (const id of active.split(' ').filter(Boolean))
          if (registry.get(id)) canvas.addMarker(id, 'wf-active');
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      viewer.destroy();
    };
  }, [xml, done, active]);

  return (
    <div className={className}>
      <div
        ref={container}
        role="figure"
        aria-label={label ?? t`Process diagram`}
        className="h-full min-h-72 w-full overflow-hidden rounded-md border border-border bg-background"
        data-testid="bpmn-diagram"
      />
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t`The diagram cannot be shown.`}
        </p>
      ) : null}
    </div>
  );
}
