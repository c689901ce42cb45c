import type { BrowserContext, Page } from '@playwright/test';

/** The app's own calls, which carry the session by design: the product API and the realtime protocol. */
const apiCallPath = /^\/(api|time|publish|signal|v1|v2|v3)\//;

/** Every attribute that holds an address a person can open, copy or share. */
const addressAttributes = ['src', 'href', 'srcset', 'poster', 'action', 'data'];

declare global {
  interface Window {
    __meshworkSaw?: (kind: 'address' | 'csp', value: string) => Promise<void>;
  }
}

/**
 * Watches every page of a context for a secret in an address a person can see: each request the
 * page makes except the app's own fetch/XHR calls, each address attribute any element ever holds
 * (noted as the DOM changes, so one shown for a moment counts too) and each address-bar URL. Also
 * notes each refusal of the Content-Security-Policy. Answers what it found so far.
 */
export async function watchVisibleUrls(context: BrowserContext, secret: string) {
  const leaks: string[] = [];
  const refusals: string[] = [];
  const holdsSecret = (url: string) => url.includes(secret) || url.includes(encodeURIComponent(secret));
  const note = (where: string, url: string) => {
    if (holdsSecret(url)) leaks.push(`${where}: ${url}`);
  };

  context.on('request', (request) => {
    const apiCall = ['fetch', 'xhr'].includes(request.resourceType()) && apiCallPath.test(new URL(request.url()).pathname);
    if (!apiCall) note(`${request.resourceType()} request`, request.url());
  });
  const watchAddressBar = (page: Page) =>
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note('address bar', frame.url());
    });
  context.pages().forEach(watchAddressBar);
  context.on('page', watchAddressBar);

  await context.exposeBinding('__meshworkSaw', ({ page }, kind: 'address' | 'csp', value: string) => {
    if (kind === 'csp') refusals.push(`${page.url()}: ${value}`);
    else note(`attribute on ${new URL(page.url()).pathname}`, value);
  });
  await context.addInitScript((attributes: string[]) => {
    const report = (element: Element) => {
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value) void window.__meshworkSaw?.('address', value);
      }
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.target instanceof Element) report(mutation.target);
        for (const node of Array.from(mutation.addedNodes)) {
          if (!(node instanceof Element)) continue;
          report(node);
          node.querySelectorAll('*').forEach(report);
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: attributes });
    document.addEventListener('securitypolicyviolation', (event) => {
      void window.__meshworkSaw?.('csp', `${event.effectiveDirective} refused ${event.blockedURI}`);
    });
  }, addressAttributes);

  return { leaks, refusals };
}
