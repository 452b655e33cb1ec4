import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** bpmn-js's palette and context-pad titles, in our catalog (the rest stays as bpmn-js says it). */
const TITLES: Record<string, MessageDescriptor> = {
  'Activate hand tool': msg`Activate hand tool`,
  'Activate lasso tool': msg`Activate lasso tool`,
  'Activate create/remove space tool': msg`Activate create/remove space tool`,
  'Activate global connect tool': msg`Activate global connect tool`,
  'Create start event': msg`Create start event`,
  'Create intermediate/boundary event': msg`Create intermediate/boundary event`,
  'Create end event': msg`Create end event`,
  'Create gateway': msg`Create gateway`,
  'Create task': msg`Create task`,
  'Create data object reference': msg`Create data object reference`,
  'Create data store reference': msg`Create data store reference`,
  'Create expanded sub-process': msg`Create expanded sub-process`,
  'Create pool/participant': msg`Create pool/participant`,
  'Create group': msg`Create group`,
  'Append end event': msg`Append end event`,
  'Append gateway': msg`Append gateway`,
  'Append task': msg`Append task`,
  'Append intermediate/boundary event': msg`Append intermediate/boundary event`,
  'Append receive task': msg`Append receive task`,
  'Append message intermediate catch event': msg`Append message intermediate catch event`,
  'Append timer intermediate catch event': msg`Append timer intermediate catch event`,
  'Append conditional intermediate catch event': msg`Append conditional intermediate catch event`,
  'Append signal intermediate catch event': msg`Append signal intermediate catch event`,
  'Append compensation activity': msg`Append compensation activity`,
  'Change element': msg`Change element`,
  'Connect to other element': msg`Connect to other element`,
  'Connect using association': msg`Connect using association`,
  'Connect using data input association': msg`Connect using data input association`,
  'Add text annotation': msg`Add text annotation`,
  'Add lane above': msg`Add lane above`,
  'Add lane below': msg`Add lane below`,
  'Divide into two lanes': msg`Divide into two lanes`,
  'Divide into three lanes': msg`Divide into three lanes`,
  Delete: msg`Delete`,
};

/**
 * A bpmn-js module replacing its `translate` service: the titles above in the active language,
 * anything else as bpmn-js writes it, `{placeholders}` filled in.
 */
export function translateModule(i18n: I18n) {
  const translate = (template: string, replacements: Record<string, string> = {}) => {
    const known = TITLES[template];
    const text = known ? i18n._(known) : template;
    return text.replace(/{([^}]+)}/g, (_, key: string) => replacements[key] ?? `{${key}}`);
  };
  return { translate: ['value', translate] };
}
