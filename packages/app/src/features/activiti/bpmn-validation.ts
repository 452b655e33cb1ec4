import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { registerValidationMessages, type FeatureValidationCode } from '@pocket/i18n';

/**
 * The messages of the BPMN validation codes (`bpmn_*` field issues the server gives a model's
 * diagram), in this feature's catalog: registered when a workflow screen loads, so the core
 * catalog the sign-in page loads does not carry them.
 */
export const bpmnValidationMessages = {
  bpmn_xml: msg({ id: 'validation.bpmn_xml', message: 'Not a readable BPMN 2.0 diagram' }),
  bpmn_start: msg({ id: 'validation.bpmn_start', message: 'The process needs exactly one start event' }),
  bpmn_end: msg({ id: 'validation.bpmn_end', message: 'The process needs an end event' }),
  bpmn_element: msg({
    id: 'validation.bpmn_element',
    message: 'The engine does not run the element {type} ({id})',
  }),
  bpmn_condition: msg({
    id: 'validation.bpmn_condition',
    message: 'The condition of {id} is not an expression the engine reads',
  }),
  bpmn_assignee: msg({
    id: 'validation.bpmn_assignee',
    message: 'The user task {id} names no assignee the engine can find',
  }),
} satisfies Record<FeatureValidationCode, MessageDescriptor>;

registerValidationMessages(bpmnValidationMessages);
