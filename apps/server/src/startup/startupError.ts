/** A start failure whose message is the one sentence the process prints before it exits. */
export class StartupError extends Error {}

/** The words for the system error codes a start meets, for sentences like "… is not writable: permission denied". */
const reasons: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  ENOTDIR: 'a file is in the way of a folder on its path',
  EEXIST: 'a file is in the way',
  ENOENT: 'it does not exist',
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'the connection was reset',
  ENOTFOUND: 'unknown host',
  EAI_AGAIN: 'the host name could not be resolved',
  ETIMEDOUT: 'no answer',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
};

/** A short reason for an error, without a stack: the system code's words, else the first line of its message. */
export function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && reasons[code]) return reasons[code];
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.trim().replace(/\.$/, '') || 'an unknown error';
}

/** A URL without its password, fit to print. */
export function printableUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}
