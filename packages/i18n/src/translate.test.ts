import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_CODES } from '@pocket/contract';
import { i18nFor, loadCatalog } from './catalog.ts';
import { clientMessages } from './messages/client.ts';
import { translateClientMessage, translateValidation } from './translate.ts';

beforeAll(async () => {
  await loadCatalog('zh');
  await loadCatalog('en');
});
const zh = () => i18nFor('zh');
const en = () => i18nFor('en');

describe('translateValidation', () => {
  it.each([
    ['required', "Can't be empty", '不能为空'],
    ['length:2:10', '2 to 10 characters', '长度在 2 到 10 个字符'],
    ['length:6:20', '6 to 20 characters', '长度在 6 到 20 个字符'],
    ['max:50', 'At most 50 characters', '最多 50 个字符'],
    ['email', 'Email is invalid', '邮箱格式不正确'],
    ['phone', 'Phone number is invalid', '手机号格式不正确'],
    ['int_positive', 'Please enter an integer greater than zero', '请输入大于零的整数'],
    ['url', 'URL is invalid', '网址格式不正确'],
    ['identifier', 'Only letters, digits and underscores are allowed', '只能包含字母、数字和下划线'],
    ['exists', 'Already exists', '已存在'],
    ['password_mismatch', 'Inconsistent values entered twice', '两次输入的值不一致'],
    ['old_password_incorrect', 'Old password incorrect', '旧密码不正确'],
    ['xlsx_only', 'Only supports Xlsx type files', '仅支持 Xlsx 格式的文件'],
    ['no_selection', 'No data selected yet', '尚未选择数据'],
    ['invalid', 'Invalid value', '值无效'],
  ])('%s → "%s" / "%s"', (code, english, chinese) => {
    expect(translateValidation(code, en())).toBe(english);
    expect(translateValidation(code, zh())).toBe(chinese);
  });

  it('covers every validation code of the contract but the ones a feature registers', () => {
    for (const code of VALIDATION_CODES.filter((c) => !c.startsWith('bpmn_'))) {
      expect(translateValidation(code, zh())).not.toBe(translateValidation(code, en()));
    }
  });

  it('reads an issue of a 400 answer by its code (with arguments), not the server text', () => {
    expect(translateValidation({ code: 'length:3:20', message: '长度在 3 到 20 个字符' }, en())).toBe(
      '3 to 20 characters',
    );
    expect(translateValidation({ code: 'email', message: 'Email is invalid' }, zh())).toBe('邮箱格式不正确');
    expect(translateValidation({ code: 'required', message: 'invalid: not really' }, en())).toBe(
      "Can't be empty",
    );
  });

  it("shows the server's text for a feature's code before the feature registered its messages", () => {
    expect(translateValidation({ code: 'bpmn_start', message: '流程需要开始事件' }, zh())).toBe(
      '流程需要开始事件',
    );
    expect(translateValidation('bpmn_start', en())).toBe('Invalid value');
  });

  it('falls back to a code carried in the message', () => {
    expect(translateValidation({ code: 'custom_rule', message: 'max:20' }, en())).toBe(
      'At most 20 characters',
    );
  });

  it('says a bound without its numbers as an invalid value', () => {
    expect(translateValidation('length', en())).toBe('Invalid value');
    expect(translateValidation('max', zh())).toBe('值无效');
  });

  it('shows an unknown code as an invalid value', () => {
    expect(translateValidation('Expected string, received number', en())).toBe('Invalid value');
  });
});

describe('translateClientMessage', () => {
  it('translates every api-client key in both languages', () => {
    expect(translateClientMessage({ key: 'loginExpired' }, zh())).toBe('登录已过期，请重新登录');
    expect(translateClientMessage({ key: 'timeout' }, en())).toBe('Request timed out');
    expect(translateClientMessage('notFound', zh())).toBe('抱歉，资源未找到');
    for (const key of Object.keys(clientMessages)) {
      expect(translateClientMessage({ key }, zh())).not.toBe(translateClientMessage({ key }, en()));
    }
  });

  it('passes server text through unchanged', () => {
    expect(translateClientMessage({ text: '账号或密码错误' }, en())).toBe('账号或密码错误');
  });

  it('shows an unknown key as the internal error', () => {
    expect(translateClientMessage({ key: 'somethingNew' }, en())).toBe(
      'Internal system error, please contact the site administrator',
    );
  });

  it('defines exactly the keys @pocket/api-client sends', () => {
    // Read as text: i18n may not import api-client (package boundaries), but the lists must match.
    const here = path.dirname(fileURLToPath(import.meta.url));
    const file = path.resolve(here, '../../api-client/src/message-keys.ts');
    const source = readFileSync(file, 'utf8');
    const list = source.slice(source.indexOf('['), source.indexOf(']'));
    const keys = [...list.matchAll(/'([A-Za-z]+)'/g)].map((m) => m[1]);
    expect(keys.length).toBeGreaterThan(0);
    expect(Object.keys(clientMessages).sort()).toEqual(keys.sort());
  });
});
