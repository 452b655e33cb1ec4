import type { Msg } from '@pocket/contract';
import { describe, expect, it } from 'vitest';
import { everything } from '../test/data.ts';
import { useTestServer } from '../test/server.ts';

const { s, admin } = useTestServer({}, ['admin']);

const READABLE = /^Invalid request: \S/;

describe('bad input on single endpoints', () => {
  it('answers 400 with a readable msg for a NUL in the domain lookup and the QR poll', async () => {
    for (const path of [
      '/oauth/anno/getDoMain?domain=school%00.example',
      '/oauth/anno/qrcode/poll?ticket=ab%00cd',
    ]) {
      const r = await s.call(path, { tenant: null, basic: null, lang: 'en' });
      expect(r.status, path).toBe(400);
      expect(r.body.msg, path).toMatch(READABLE);
    }
  });

  it('answers enum names that are Object.prototype names without them, never a 5xx', async () => {
    const names = [
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'valueOf',
      'prototype',
      'MsgType',
    ];
    const r = await s.call<Record<string, unknown>>('/oauth/enums', { token: admin.token, body: names });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data)).toEqual(['MsgType']);
    const raw = await s.call<Record<string, unknown>>('/oauth/enums', {
      token: admin.token,
      text: '["__proto__","constructor"]',
    });
    expect(raw.status).toBe(200);
    expect(Object.keys(raw.body.data)).toEqual([]);
  });

  it('answers PUT /msg/msg with only an id with 400 and a readable msg, saving nothing', async () => {
    const sent = await s.call<Msg>('/msg/msg', {
      token: admin.token,
      body: {
        msgType: 'NOTIFY',
        title: 'keep me',
        content: '<p>x</p>',
        bizType: 'B',
        receiverIds: [admin.userId],
      },
    });
    expect(sent.body.isSuccess, sent.body.msg).toBe(true);
    const before = await everything(s);
    const r = await s.call('/msg/msg', {
      method: 'PUT',
      token: admin.token,
      lang: 'en',
      body: { id: sent.body.data.id },
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(READABLE);
    expect(await everything(s)).toEqual(before);
    const got = await s.call<Msg>(`/msg/msg/${sent.body.data.id}`, { token: admin.token });
    expect(got.body.data).toMatchObject({ title: 'keep me', bizType: 'B' });
  });
});
