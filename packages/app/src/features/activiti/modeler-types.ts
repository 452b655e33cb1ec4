/** What the properties panel uses of bpmn-js: a small typed view of its services. */

/** A business object of the diagram (a moddle element). */
export type BpmnObject = {
  $type: string;
  id: string;
  name?: string;
  get(name: string): unknown;
  conditionExpression?: { body?: string } | undefined;
  default?: BpmnObject | undefined;
  sourceRef?: BpmnObject;
  $instanceOf(type: string): boolean;
};

/** A shape or connection of the canvas. */
export type BpmnElement = {
  id: string;
  type: string;
  businessObject: BpmnObject;
  source?: BpmnElement;
  labelTarget?: BpmnElement;
};

export type ModelerServices = {
  eventBus: { on(event: string, callback: (event: never) => void): void; fire(event: string): void };
  canvas: { zoom(level: 'fit-viewport' | number, center?: 'auto'): number };
  modeling: {
    updateProperties(element: BpmnElement, properties: Record<string, unknown>): void;
    updateLabel(element: BpmnElement, text: string | null): void;
  };
  moddle: { create(type: string, attrs?: Record<string, unknown>): BpmnObject };
  elementRegistry: { get(id: string): BpmnElement | undefined };
  selection: { select(element: BpmnElement | null): void };
};

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
