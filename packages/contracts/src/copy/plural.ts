const englishPlurals = new Intl.PluralRules('en');

/** A noun in the form English gives a count: `nounFor(1, 'follower', 'followers')` is "follower". */
export const nounFor = (count: number, one: string, other: string): string => (englishPlurals.select(count) === 'one' ? one : other);

/** A count with its noun: "1 follower", "1,204 followers". */
export const counted = (count: number, one: string, other: string): string => `${count.toLocaleString('en')} ${nounFor(count, one, other)}`;
