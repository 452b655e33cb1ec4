import { stationEndpoints } from '@pocket/contract';
import { defineModule } from '../../lib/context.ts';
import { stationHandlers } from './station.handlers.ts';

/** Stations: page, create, change, delete. */
export const stationModule = defineModule(stationEndpoints, stationHandlers);
