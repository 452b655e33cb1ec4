import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18nFor, translateValidation } from '@pocket/i18n';
import { VALIDATION_CODES } from '@pocket/contract';
import { bpmnValidationMessages } from './bpmn-validation.ts';

describe('the BPMN validation messages (registered by the workflow feature)', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await activateLocale('zh');
  });
  const zh = () => i18nFor('zh');
  const en = () => i18nFor('en');

  it('say what is wrong with a diagram, with the element, in zh and en', () => {
    expect(translateValidation({ code: 'bpmn_element:bpmn:ScriptTask:Task_1' }, en())).toBe(
      'The engine does not run the element bpmn:ScriptTask (Task_1)',
    );
    expect(translateValidation({ code: 'bpmn_element:bpmn:ScriptTask:Task_1' }, zh())).toBe(
      '引擎不支持元素 bpmn:ScriptTask（Task_1）',
    );
    expect(translateValidation('bpmn_start', zh())).toBe('流程需要且只能有一个开始事件');
    expect(translateValidation({ code: 'bpmn_assignee:approve' }, en())).toBe(
      'The user task approve names no assignee the engine can find',
    );
    expect(translateValidation({ code: 'bpmn_condition:Flow_2' }, zh())).toBe(
      'Flow_2 的条件不是引擎能读取的表达式',
    );
  });

  it('cover every bpmn code of the contract', () => {
    const codes = VALIDATION_CODES.filter((code) => code.startsWith('bpmn_'));
    expect(Object.keys(bpmnValidationMessages).sort()).toEqual([...codes].sort());
    for (const code of codes)
      expect(translateValidation(code, zh())).not.toBe(translateValidation(code, en()));
  });
});
