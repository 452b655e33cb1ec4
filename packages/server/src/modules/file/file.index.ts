import { fileEndpoints } from '@pocket/contract';
import { defineModule } from '../../lib/context.ts';
import { fileHandlers } from './file.handlers.ts';

/** Uploaded files: the signed-in user's upload and the public read by URL. */
export const fileModule = defineModule(fileEndpoints, fileHandlers);
