// bpmn-moddle 9 ships no types; what the workflow reads of it.
declare module 'bpmn-moddle' {
  export type ModdleElement = {
    $type: string;
    $attrs?: Record<string, string>;
    id?: string;
    name?: string;
    [key: string]: unknown;
  };
  export default class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(
      xml: string,
      typeName?: string,
    ): Promise<{
      rootElement: ModdleElement;
      warnings: { message: string; element?: unknown }[];
      elementsById: Record<string, ModdleElement>;
    }>;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
}
