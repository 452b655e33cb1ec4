// Runs before the console's modules: the server's Content-Security-Policy allows no eval
// (packages/server/src/lib/headers.ts), and zod would probe for it with `Function('')` when its
// first object schema is made, which the browser reports as a violation. Jitless, it never tries.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
