/** What a read-only BPMN diagram shows (`BpmnDiagram`). */
export type BpmnDiagramProps = {
  /** BPMN 2.0 XML with its diagram (DI). */
  xml: string;
  /** Elements the process has passed (tasks, events, gateways, sequence flows). */
  completedIds?: readonly string[];
  /** Elements waiting now. */
  activeIds?: readonly string[];
  /** What the diagram shows, for screen readers (default "Process diagram"). */
  label?: string;
  className?: string;
};
