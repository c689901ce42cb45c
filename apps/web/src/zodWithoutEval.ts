import { config } from 'zod';

// zod compiles its object parsers with `new Function`, which the page's security policy refuses;
// even its probe for that shows as a refusal. Before any schema runs, it is told to parse without.
config({ jitless: true });
