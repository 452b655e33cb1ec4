import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { newId } from './ids.ts';
import { area } from './schema.ts';

/** Where the divisions come from: the npm package china-area-data (GB/T 2260 codes, 34
 * provincial-level divisions with Hong Kong, Macao and Taiwan; province, city, district). */
export const AREA_SOURCE = 'china-area-data';

/** The package's table: `{ "86": { provinceCode: name }, provinceCode: { cityCode: name }, … }`. */
type AreaData = Record<string, Record<string, string>>;

/** The level of a GB/T 2260 code: `xx0000` province, `xxyy00` city, else district. */
export function levelOf(code: string): 'PROVINCE' | 'CITY' | 'COUNTY' {
  if (code.endsWith('0000')) return 'PROVINCE';
  if (code.endsWith('00')) return 'CITY';
  return 'COUNTY';
}

/** The rows of the area table, parents first, read from the package as it is installed. */
export function areaRows(): (typeof area.$inferInsert)[] {
  const data = createRequire(import.meta.url)('china-area-data/data.json') as AreaData;
  const rows: (typeof area.$inferInsert)[] = [];
  const walk = (parentCode: string, parentId: bigint, parentName: string) => {
    Object.entries(data[parentCode] ?? {}).forEach(([code, label], index) => {
      const id = newId();
      const fullName = `${parentName}${label}`;
      rows.push({
        id,
        code,
        label,
        fullName,
        sortValue: index + 1,
        level: levelOf(code),
        parentCode: parentId === 0n ? null : parentCode,
        parentId,
        source: AREA_SOURCE,
      });
      walk(code, id, fullName);
    });
  };
  walk('86', 0n, '');
  return rows;
}

/** Seeds the areas once (a database that has any keeps them: the platform maintains them). */
export async function seedAreas(tx: Tx | Db): Promise<number> {
  const [{ n } = { n: 0 }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(area)) as {
    n: number;
  }[];
  if (n > 0) return 0;
  const rows = areaRows();
  // One statement with the rows as one JSON parameter: drizzle would build 3,600 rows of SQL.
  const json = JSON.stringify(rows, (_key, value: unknown) =>
    typeof value === 'bigint' ? String(value) : value,
  );
  await tx.execute(sql`
    insert into ${area} (id, code, label, full_name, sort_value, level, parent_code, parent_id, source)
    select id, code, label, "fullName", "sortValue", level, "parentCode", "parentId", source
    from json_to_recordset(${json}::json) as r(id bigint, code varchar, label varchar, "fullName" varchar,
      "sortValue" integer, level varchar, "parentCode" varchar, "parentId" bigint, source varchar)`);
  return rows.length;
}
