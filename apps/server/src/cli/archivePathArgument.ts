import path from 'node:path';

/**
 * The archive named on the command line, or the default one, from the folder the command was
 * typed in: `npm run` itself runs in the checkout's root, and says where it was called from in INIT_CWD.
 */
export function archivePathArgument(fallback?: string): string | undefined {
  const named = process.argv[2] ?? fallback;
  return named === undefined ? undefined : path.resolve(process.env.INIT_CWD ?? process.cwd(), named);
}
