import type { core } from 'zod';

declare global {
  /** zod's settings, shared by every copy of zod on the page and read when zod loads. */
  var __zod_globalConfig: core.$ZodConfig | undefined;
}

// zod compiles its object parsers with `new Function`, which the page's security policy refuses;
// even its probe for that shows as a refusal. Set on the global zod reads when it loads, so that
// the first load carries none of zod (it comes with the pages that parse).
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
