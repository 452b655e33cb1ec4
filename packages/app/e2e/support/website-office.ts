import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { apiSignIn, clientHeaders } from './api-session.ts';
import { expect, type OwnTenant } from './own-tenant.ts';

/** A PNG of `width`×`height` in one colour with a lighter band, for covers (zlib only). */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const band = Math.abs(x - y * 2 - width / 4) < width / 8 ? 60 : 0;
      rows.set([Math.min(255, r + band), Math.min(255, g + band), Math.min(255, b + band)], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type Envelope<T> = { isSuccess: boolean; msg: string; data: T };

/** The tenant admin's calls to the course back office (the console's second client headers). */
export async function backOffice(request: APIRequestContext, tenant: OwnTenant) {
  const login = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  const headers = { ...clientHeaders(tenant.code), token: `Bearer ${login.token}` };
  const post = async <T>(path: string, data: object) => {
    const res = await request.post(`api/${path}`, { headers, data });
    const body = (await res.json()) as Envelope<T>;
    expect(body.isSuccess, `${path}: ${body.msg}`).toBe(true);
    return body.data;
  };
  const cover = async (color: [number, number, number]) => {
    const res = await request.post('api/file/anyone/attachment/upload', {
      headers,
      multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: png(180, 100, color) } },
    });
    const body = (await res.json()) as Envelope<{ url: string }>;
    expect(body.isSuccess, body.msg).toBe(true);
    return body.data.url;
  };
  /** Uploads one of the media files the seed uses (a few-kB clip, a one-page PDF). */
  const media = async (file: 'trial.mp4' | 'handout.pdf', kind: 'video' | 'pdf') => {
    const bytes = readFileSync(path.resolve(import.meta.dirname, '../../../server/seed-media', file));
    const res = await request.post('api/file/attachment/media', {
      headers,
      multipart: {
        kind,
        file: { name: file, mimeType: kind === 'video' ? 'video/mp4' : 'application/pdf', buffer: bytes },
      },
    });
    const body = (await res.json()) as Envelope<{ url: string }>;
    expect(body.isSuccess, body.msg).toBe(true);
    return body.data.url;
  };
  return { login, post, cover, media };
}

/** A browser context of its own at the tenant's domain: a visitor with no session. */
export async function visitor(
  browser: Browser,
  origin: string,
  language: 'en' | 'zh',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: origin,
    locale: language === 'zh' ? 'zh-CN' : 'en-US',
  });
  await context.addInitScript((lang) => localStorage.setItem('LANGUAGE', lang), language);
  return context;
}
