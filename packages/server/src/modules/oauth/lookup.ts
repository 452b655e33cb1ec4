import { ENUMS, enumNamed, lookupGroup } from '@pocket/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { dictionary } from '../../db/schema.ts';
import { defineModule } from '../../lib/context.ts';
import { enumLabels } from '../../lib/i18n.ts';

/** Dictionary items and enum names in the request's language: lookups every screen uses. */
export const lookupModule = defineModule(lookupGroup.endpoints, {
  async dictionaryCodes({ tx, body, lang }) {
    const result: Record<string, { code: string; name: string }[]> = Object.fromEntries(
      body.map((type) => [type, []]),
    );
    if (body.length === 0) return result;
    const rows = await tx
      .select()
      .from(dictionary)
      .where(and(inArray(dictionary.type, body), eq(dictionary.state, true)))
      .orderBy(asc(dictionary.sortValue), asc(dictionary.id));
    for (const row of rows) {
      result[row.type]?.push({ code: row.code, name: lang === 'en' && row.nameEn ? row.nameEn : row.name });
    }
    return result;
  },

  async enums({ body, lang }) {
    const result: Record<string, Record<string, string>> = {};
    for (const name of body) {
      // Own names only (`constructor`, `__proto__`… are in every object); lamp's names too.
      const known = enumNamed(name);
      if (!known) continue;
      const labels = enumLabels[known];
      result[name] = Object.fromEntries(
        ENUMS[known].map((code) => [code, labels[code]?.[lang === 'en' ? 1 : 0] ?? code]),
      );
    }
    return result;
  },
});
