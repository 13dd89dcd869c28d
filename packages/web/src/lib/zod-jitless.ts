// zod 4 compiles fast parsers with `new Function` unless told not to. Our CSP forbids eval, so the probe only
// produces a CSP violation report (and costs Lighthouse points) before zod falls back anyway. zod keeps its
// global config on globalThis and adopts an object that is already there, so setting it here, before any
// lazy chunk builds a schema, makes every schema jitless without pulling zod into the entry chunk.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
