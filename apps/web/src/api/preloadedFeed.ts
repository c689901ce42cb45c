interface FeedPreload {
  url: string;
  response: Promise<Response | null>;
}

declare global {
  interface Window {
    /** Set by public/feed-preload.js, which asks for the social feed before the scripts run. */
    __meshworkFeed?: FeedPreload;
  }
}

/**
 * The output of the social feed answer that public/feed-preload.js asked for, taken once and only
 * when it was asked at `url` (so with the same session token); undefined otherwise. A failed answer
 * is dropped: the caller's own request then meets the failure under the usual session rules.
 */
export async function takePreloadedFeed<Output>(url: string): Promise<Output | undefined> {
  const preload = window.__meshworkFeed;
  delete window.__meshworkFeed;
  if (preload?.url !== url) return undefined;
  const response = await preload.response;
  if (!response?.ok) return undefined;
  const envelope = (await response.json().catch(() => null)) as { output?: Output } | null;
  return envelope?.output;
}
