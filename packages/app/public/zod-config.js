// zod jitless: no eval probe under the CSP (README, "Tokens in localStorage").
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
