import type { I18n } from '@lingui/core';
import { isApiError } from '@pocket/api-client';
import { translateValidation } from '@pocket/i18n';
// The bpmn_* messages are this feature's: registered with the i18n package when it loads.
import './bpmn-validation.ts';

/**
 * What is wrong with a diagram the server refused, in the active language: its field issues on
 * `fields` (default the diagram: `xml`, or `file` for an import), `bpmn_*` codes and the schema's
 * own. Empty when the failure is not a validation of those.
 */
export function diagramIssues(
  error: unknown,
  i18n: I18n,
  fields: readonly string[] = ['xml', 'file'],
): string[] {
  if (!isApiError(error) || !error.issues) return [];
  return error.issues
    .filter((issue) => fields.includes(issue.path.join('.')))
    .map((issue) => translateValidation(issue, i18n));
}
