import { describe, expect, it } from 'vitest';
import { ValidationCode } from '@pocket/contract';
import { EMPTY_STATION_FORM, stationFormResolver } from './station-form.ts';

const opts = { fields: {}, shouldUseNativeValidation: false };

describe('the station form', () => {
  it('needs a name and takes no organisation as none', async () => {
    const bad = await stationFormResolver()(EMPTY_STATION_FORM, undefined, opts);
    expect(bad.errors.name?.message).toBe(ValidationCode.required);
    const good = { ...EMPTY_STATION_FORM, name: 'Teacher' };
    expect(await stationFormResolver('4')(good, undefined, opts)).toEqual({ values: good, errors: {} });
  });
});
