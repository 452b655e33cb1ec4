import { genTableResource } from './table.ts';

export * from './table.ts';

/** The code generator: from a database table to a resource (docs/code-generator.md). */
export const generatorModule = [genTableResource] as const;
