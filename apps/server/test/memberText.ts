import { expect } from 'vitest';

/** A text that repeats `unit` up to `length` characters. */
const repeated = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/**
 * Member text shaped to make a parser rescan what it has read: the inputs that turn a
 * backtracking regex or a parser that retries at every position quadratic. Every parser of member
 * text is timed on all of them, at the longest length its field allows.
 */
function worstShapes(length: number): Record<string, string> {
  const half = Math.floor(length / 2);
  const units = [
    'a.',
    'a-',
    'a_',
    '.',
    '-',
    '@',
    '#',
    '@a',
    '#a',
    'a@',
    'a#',
    '#1',
    '@.',
    '#_',
    'a.@',
    'a@a.',
    'www.',
    'a.com.',
    'http://',
    'https://',
    'http://a',
    'a:/',
    '://',
    'https:',
    'a.a-',
    'a-a.',
    '1.',
    '1.2',
    'é.',
    '😀.',
    '日本.',
    '\u200d',
    '(',
    ')',
    '[(',
    'a(',
    '()',
    '&#',
    '%2',
    '"',
    "'",
    ' ',
    '\t\n',
    ' a',
    'a ',
    '*_',
    '<a',
    'a',
  ];
  return {
    ...Object.fromEntries(units.map((unit) => [JSON.stringify(unit), repeated(unit, length)])),
    'a letter with a combining mark, then a dot': repeated('e\u0301.', length),
    'a link, then opening brackets': `https://a.com/${repeated('(', length - 14)}`,
    'a link, then closing brackets': `https://a.com/${repeated(')', length - 14)}`,
    'a link, then dots': `https://a.com/${repeated('.', length - 14)}`,
    'a domain, then a path of dots': `a.com/${repeated('./', length - 6)}`,
    'nested brackets': `${repeated('(', half)}${repeated(')', length - half)}`,
    'a letter, then dots': `a${repeated('.', length - 1)}`,
    'dots, then a letter': `${repeated('.', length - 1)}a`,
    'a word, then a space': `${repeated('a', length - 1)} `,
    'spaces, then a word': `${repeated(' ', length - 1)}a`,
    'labels without a domain': `${repeated('a.', length - 4)}com!`,
  };
}

/**
 * Text as members write it, with a link, a mention, a hashtag and an emoji now and then, of
 * `length` characters. The emoji matters: V8 keeps a string with any character past Latin-1 at two
 * bytes a character, where regexes run a few times slower, so a baseline without one would time
 * string storage, not the shape of the text.
 */
function ordinaryText(length: number): string {
  return repeated(
    'Back from the hills with @ava_k: the view from the ridge was worth the climb 🏔️ photos at https://example.com/hike?day=2 #outdoors. ',
    length,
  );
}

const runs = 5;
const runMs = 3;
const maxRatio = 5;

/**
 * One run: the processor time of one call, from as many calls as take a few milliseconds of it.
 * The processor time of this thread, not the clock's nor the process's: the other processes of a
 * busy machine and the collector's helper threads then cost the run nothing.
 */
function timePerCall(parse: (text: string) => unknown, text: string): number {
  const started = process.threadCpuUsage();
  const spentMs = () => {
    const { user, system } = process.threadCpuUsage(started);
    return (user + system) / 1000;
  };
  let calls = 0;
  do {
    parse(text);
    calls++;
  } while (spentMs() < runMs);
  return spentMs() / calls;
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median processor time of one call on each of two texts, taken turn about so both see the same load. */
function medianTimes(parse: (text: string) => unknown, first: string, second: string): [number, number] {
  const [firstTimes, secondTimes]: [number[], number[]] = [[], []];
  for (let run = 0; run < runs; run++) {
    firstTimes.push(timePerCall(parse, first));
    secondTimes.push(timePerCall(parse, second));
  }
  return [median(firstTimes), median(secondTimes)];
}

/** How many characters of a shape show what one call costs whatever the length (an error path, say). */
const fixedCostLength = 8;

/**
 * Fails when `parse` takes more than 5 times as long on any worst shape of `length` characters as
 * on ordinary text of that length. A shape the parser refuses (all spaces, say) may cost more per
 * call at any length, which says nothing of how the time grows: the shape's own time at a few
 * characters stands in for the ordinary text when it is larger.
 */
export function expectLinearParsing(parse: (text: string) => unknown, length: number): void {
  const ordinary = ordinaryText(length);
  const tooSlow: Record<string, string> = {};
  const ratioOf = (text: string) => {
    const [ordinaryTime, shapeTime] = medianTimes(parse, ordinary, text);
    const ratio = shapeTime / ordinaryTime;
    if (ratio <= maxRatio) return ratio;
    const [fixedCost] = medianTimes(parse, text.slice(0, fixedCostLength), ordinary);
    return shapeTime / Math.max(ordinaryTime, fixedCost);
  };
  for (const [shape, text] of Object.entries(worstShapes(length))) {
    // A shape found slow is timed once more: a parser that rescans is slow every time, a pause of
    // the machine only once.
    const first = ratioOf(text);
    const ratio = first > maxRatio ? Math.min(first, ratioOf(text)) : first;
    if (ratio > maxRatio) tooSlow[shape] = `${ratio.toFixed(1)}× ordinary text`;
  }
  expect(tooSlow).toEqual({});
}
