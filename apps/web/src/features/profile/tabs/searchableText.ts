import { limits } from '@meshwork/contracts';

/** The search text the server takes: nothing until it is long enough (the server refuses shorter), at most its longest. */
export function searchableText(text: string): string {
  const trimmed = text.trim();
  return trimmed.length >= limits.profileSearchMinLength ? trimmed.slice(0, limits.searchQueryMaxLength) : '';
}
