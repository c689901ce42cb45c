import type { MailRow } from '../../mail/mailer.js';
import { escapeHtml } from '../../http/escapeHtml.js';

const linkify = (text: string) => escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** A small server-rendered page, so the mailbox works even before the web app is built. */
export function mailboxPage(mails: MailRow[], to: string | undefined): string {
  const items = mails
    .map(
      (mail) => `<article>
  <header><h2>${escapeHtml(mail.subject)}</h2><p>To <strong>${escapeHtml(mail.to)}</strong> · ${mail.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC · ${mail.status}</p></header>
  <pre>${linkify(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox · Meshwork</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { max-width: 760px; margin: 0 auto; padding: 24px 16px; line-height: 1.5; }
  article { border: 1px solid color-mix(in srgb, currentColor 20%, transparent); border-radius: 12px; padding: 16px; margin: 16px 0; }
  h2 { font-size: 18px; margin: 0; } header p { margin: 4px 0 0; opacity: .75; font-size: 14px; }
  pre { white-space: pre-wrap; font: inherit; } form { display: flex; gap: 8px; }
  input { flex: 1; padding: 8px; border-radius: 8px; border: 1px solid #888; font: inherit; } button { padding: 8px 16px; border-radius: 8px; font: inherit; }
</style></head>
<body><main>
<h1>Dev mailbox</h1>
<p>Every mail Meshwork sends in development lands here instead of a real inbox.</p>
<form method="get" action="/dev/mailbox"><label for="to" hidden>Recipient</label><input id="to" name="to" type="email" placeholder="Filter by recipient" value="${escapeHtml(to ?? '')}"><button>Filter</button></form>
${items || '<p>No mail yet. Register an account and its verification mail appears here.</p>'}
</main></body></html>`;
}
