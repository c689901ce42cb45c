/** Where a member was when their session expired, so the login prompt can send them back. */
const returnPathKey = 'meshwork.returnPath';

export const loginPromptPath = '/?login=show';

export function isLoginPromptUrl(url: URL): boolean {
  return url.pathname === '/' && url.searchParams.get('login') === 'show';
}

export function rememberReturnPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): void {
  const path = `${location.pathname}${location.search}${location.hash}`;
  // A second expiring request arrives after the first already moved us to the prompt.
  if (path === loginPromptPath) return;
  sessionStorage.setItem(returnPathKey, path);
}

/** Reads and forgets the remembered path; only same-site paths are trusted. */
export function takeReturnPath(fallback: string): string {
  const path = sessionStorage.getItem(returnPathKey);
  sessionStorage.removeItem(returnPathKey);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : fallback;
}
