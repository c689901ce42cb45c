import { compileMessageFilter } from '../../packages/realtime-server/src/families/subscribe/messageFilter.js';

/**
 * The cost of one subscribe filter evaluation in the worst cases we know: the pattern that froze
 * the server for 13.7 s on a 200-character value when LIKE was a backtracking regular expression,
 * and the costliest filters the limits allow (1,024 characters: 32 comparisons, or like patterns of
 * 256 characters) against the largest meta (4 KiB). `node --import tsx bench/realtime/filterWorstCase.ts`
 */
const cases: Array<[string, string, Record<string, string>]> = [
  ['reported pattern, 200 characters', "a LIKE '*a*a*a*a*b'", { a: 'a'.repeat(200) }],
  ['reported pattern, 4,000 characters', "a LIKE '*a*a*a*a*b'", { a: 'a'.repeat(4000) }],
  ['32 like comparisons, 4,000 characters', Array.from({ length: 32 }, () => "a LIKE '*ab*ab*ab*'").join(' || '), { a: 'a'.repeat(4000) }],
  [
    '3 like patterns of 241 characters, 4,000 characters',
    Array.from({ length: 3 }, () => `a LIKE '${'*ab'.repeat(80)}*'`).join(' || '),
    { a: 'a'.repeat(4000) },
  ],
];

for (const [name, expression, meta] of cases) {
  const filter = compileMessageFilter(expression);
  const runs = 200;
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = process.hrtime.bigint();
    filter({ uuid: 'u', meta });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.log(`${name}: median ${times[runs / 2]!.toFixed(3)} ms, slowest ${times[runs - 1]!.toFixed(3)} ms`);
}
