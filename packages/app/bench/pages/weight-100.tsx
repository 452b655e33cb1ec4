// The floor at about the sign-in page's byte budget (100 kB): React DOM with zod's schema builders,
// formats, JSON Schema conversion and twelve of its locales, evaluated at start, in one file
// (console.bench.ts: what the budget's bytes cost alone).
import { z } from 'zod';
import { renderWeighted } from './weight.tsx';

const schema = z.object({ account: z.string().min(1), password: z.string().min(6) });
renderWeighted(
  [
    schema.safeParse({ account: 'admin', password: 'pocket123456' }).success,
    z.number,
    z.array,
    z.union,
    z.enum,
    z.boolean,
    z.date,
    z.literal,
    z.record,
    z.tuple,
    z.coerce.number,
    z.email,
    z.url,
    z.uuid,
    z.iso.datetime,
    z.toJSONSchema,
    z.locales.en,
    z.locales.zhCN,
    z.locales.fr,
    z.locales.de,
    z.locales.ja,
    z.locales.ko,
    z.locales.es,
    z.locales.it,
    z.locales.ru,
    z.locales.pt,
    z.locales.nl,
    z.locales.pl,
    z.locales.tr,
  ].length,
);
