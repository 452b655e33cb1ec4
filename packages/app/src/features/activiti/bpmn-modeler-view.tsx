import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import Modeler from 'bpmn-js/lib/Modeler';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import { activitiModdle } from './activiti-moddle.ts';
import { ModelerProperties } from './modeler-properties.tsx';
import type { BpmnElement, BpmnModelerProps, ModelerHandle, ModelerServices } from './modeler-types.ts';
import { translateModule } from './modeler-translate.ts';

/**
 * The BPMN editor: bpmn-js's Modeler (palette, context pad, canvas) and our properties panel for
 * the selected element. Loaded only through `BpmnModeler` (its own chunk). The canvas takes
 * keys while it has focus; Tab leaves it like any other control.
 */
export default function BpmnModelerView({ xml, onReady, onChange, className }: BpmnModelerProps) {
  const { t, i18n } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const [services, setServices] = useState<ModelerServices | null>(null);
  const [selected, setSelected] = useState<BpmnElement | null>(null);
  const [revision, setRevision] = useState(0);
  const [failed, setFailed] = useState(false);
  const callbacks = useRef({ onReady, onChange });
  callbacks.current = { onReady, onChange };

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    const modeler = new Modeler({
      container: host,
      moddleExtensions: { activiti: activitiModdle },
      additionalModules: [translateModule(i18n)],
    });
    let live = true;
    setFailed(false);
    const get = <T,>(name: string) => modeler.get<T>(name);
    const eventBus = get<ModelerServices['eventBus']>('eventBus');
    eventBus.on('selection.changed', (event: { newSelection: BpmnElement[] }) => {
      setSelected(event.newSelection.length === 1 ? (event.newSelection[0] ?? null) : null);
    });
    eventBus.on('elements.changed', () => setRevision((r) => r + 1));
    eventBus.on('commandStack.changed', () => callbacks.current.onChange?.());
    modeler
      .importXML(xml)
      .then(() => {
        if (!live) return;
        const found: ModelerServices = {
          eventBus,
          canvas: get('canvas'),
          modeling: get('modeling'),
          moddle: get('moddle'),
          elementRegistry: get('elementRegistry'),
          selection: get('selection'),
        };
        found.canvas.zoom('fit-viewport', 'auto');
        setServices(found);
        const handle: ModelerHandle = {
          saveXml: async () => (await modeler.saveXML({ format: true })).xml ?? '',
          fit: () => found.canvas.zoom('fit-viewport', 'auto'),
        };
        callbacks.current.onReady?.(handle);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      modeler.destroy();
    };
    // A new diagram starts a new editor; a new language only retitles it (below).
  }, [xml]); // eslint-disable-line react-hooks/exhaustive-deps -- i18n is the one global instance

  // bpmn-js redraws its palette in the new language (its translate reads the active one).
  const drawnIn = useRef(i18n.locale);
  useEffect(() => {
    if (!services || drawnIn.current === i18n.locale) return;
    drawnIn.current = i18n.locale;
    services.eventBus.fire('i18n.changed');
  }, [services, i18n.locale]);

  return (
    <div className={className}>
      <div className="flex h-full min-h-0 gap-3">
        <div
          ref={container}
          role="application"
          aria-label={t`Diagram editor`}
          aria-roledescription={t`BPMN editor`}
          className="wf-modeler relative h-full min-h-96 min-w-0 flex-1 overflow-hidden rounded-md border border-border bg-white"
          data-testid="bpmn-modeler"
        />
        <aside
          aria-label={t`Properties`}
          className="w-72 shrink-0 overflow-y-auto rounded-md border border-border bg-surface p-3"
        >
          {services ? <ModelerProperties services={services} element={selected} revision={revision} /> : null}
        </aside>
      </div>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t`The diagram cannot be opened: it is not readable BPMN 2.0.`}
        </p>
      ) : null}
    </div>
  );
}
