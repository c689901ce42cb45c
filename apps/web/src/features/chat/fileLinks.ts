import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from './chatMessages';

type ChatFile = NonNullable<ChatMessage['file']>;

const fileLinkKeys = {
  of: (fileId: string) => ['chat', 'file-link', fileId] as const,
};

/** A link lives two to three hours: one asked within the hour still opens, and keeps the browser's cache. */
const linkFreshMs = 60 * 60 * 1000;

/**
 * The address a page may show for a shared file. Its protocol address carries the member's `auth`
 * (protocol §11.6); the service redirects it to a signed link of the file that carries none, so a
 * HEAD that follows the redirect ends at the link. Anything else (no redirect, a refusal) is no link:
 * an address with the session is never shown.
 */
async function signedLinkOf(address: string, signal: AbortSignal): Promise<string | null> {
  const response = await fetch(address, { method: 'HEAD', signal });
  if (!response.ok || !response.redirected || new URL(response.url).searchParams.has('auth')) return null;
  return response.url;
}

const fileLinkQuery = (file: ChatFile) =>
  queryOptions({
    queryKey: fileLinkKeys.of(file.id),
    queryFn: ({ signal }) => signedLinkOf(file.url, signal),
    staleTime: linkFreshMs,
    gcTime: linkFreshMs,
  });

/**
 * The link to show for an attachment: its local preview while it is sent, else its signed link;
 * undefined while the link is asked for, null when there is none.
 */
export function useFileLink(file: ChatFile): string | null | undefined {
  const local = file.url.startsWith('blob:');
  const link = useQuery({ ...fileLinkQuery(file), enabled: !local });
  if (local) return file.url;
  return link.isError ? null : link.data;
}
