import { genTableResource } from './table.ts';

export * from './table.ts';

// Typed by name, so that the published declarations name each group instead of spelling it out
// again (api.ts).
/** The code generator: from a database table to a resource (docs/code-generator.md). */
export const generatorModule: readonly [typeof genTableResource] = [genTableResource];
