import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { i18nFor, loadCatalog } from './catalog.ts';
import { greeting } from './greeting.ts';
import {
  ALL_MESSAGES,
  confirmMessages,
  noticeMessages,
  productMessages,
  successMessages,
} from './messages/index.ts';
import { formatMessage } from './format.ts';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const lingui = path.join(root, 'node_modules/.bin/lingui');

describe('catalogs', () => {
  it('every message the spec names has a Chinese translation in the compiled catalog', async () => {
    const zh = await loadCatalog('zh');
    const en = await loadCatalog('en');
    expect(ALL_MESSAGES.length).toBeGreaterThan(60);
    for (const descriptor of ALL_MESSAGES) {
      expect(zh[descriptor.id], descriptor.message).toBeDefined();
      expect(en[descriptor.id], descriptor.message).toBeDefined();
      expect(formatMessage(i18nFor('zh'), descriptor), descriptor.message).not.toBe(
        formatMessage(i18nFor('en'), descriptor),
      );
    }
  });

  it('key texts read naturally in both languages', async () => {
    await loadCatalog('zh');
    const zh = i18nFor('zh');
    expect(formatMessage(zh, productMessages.name)).toBe('口袋课程后台管理系统');
    expect(formatMessage(zh, productMessages.welcome)).toBe('欢迎使用口袋课程后台管理系统');
    expect(formatMessage(zh, noticeMessages.readonly)).toBe('只读数据，不可操作');
    expect(formatMessage(zh, confirmMessages.publish)).toBe('确定要发布该流程吗？');
    expect(formatMessage(zh, successMessages.passwordReset, { secret: 'Pc123456' })).toBe(
      '密码重置成功，初始密码为 Pc123456',
    );
    await loadCatalog('en');
    expect(formatMessage(i18nFor('en'), successMessages.passwordReset, { secret: 'Pc123456' })).toBe(
      'Password reset successfully. The initial password is Pc123456',
    );
  });

  it('greets by time of day', async () => {
    await loadCatalog('zh');
    const at = (hour: number) => new Date(2026, 0, 1, hour, 30);
    expect([8, 10, 11, 12, 13, 17, 18, 23].map((h) => greeting(at(h), i18nFor('zh')))).toEqual([
      '早上好',
      '早上好',
      '中午好',
      '中午好',
      '下午好',
      '下午好',
      '晚上好',
      '晚上好',
    ]);
  });
});

describe('the strict catalog check', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lingui-strict-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function project(zhTranslation: string) {
    mkdirSync(path.join(dir, 'src'), { recursive: true });
    writeFileSync(
      path.join(dir, '.linguirc'),
      JSON.stringify({
        sourceLocale: 'en',
        locales: ['zh', 'en'],
        catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'] }],
      }),
    );
    for (const [locale, text] of [
      ['en', 'Email is invalid'],
      ['zh', zhTranslation],
    ] as const) {
      mkdirSync(path.join(dir, 'locales', locale), { recursive: true });
      writeFileSync(
        path.join(dir, 'locales', locale, 'messages.po'),
        `msgid ""\nmsgstr ""\n"Language: ${locale}\\n"\n\nmsgid "Email is invalid"\nmsgstr "${text}"\n`,
      );
    }
    return run(lingui, ['compile', '--strict', '--config', path.join(dir, '.linguirc')], { cwd: dir });
  }

  it('fails when a Chinese translation is missing, passes when it is there', async () => {
    await expect(project('')).rejects.toMatchObject({
      stderr: expect.stringMatching(/Missing 1 translation/),
    });
    await expect(project('邮箱格式不正确')).resolves.toBeDefined();
  }, 30_000);
});
