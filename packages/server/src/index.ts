import { startServer, stopOnSignals } from './start.ts';

stopOnSignals(await startServer());
