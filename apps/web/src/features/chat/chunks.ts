/** The items in lists of at most `size`, for calls that take a limited number of channels. */
export const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
