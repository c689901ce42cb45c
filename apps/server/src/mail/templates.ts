import { mailCopy } from '@meshwork/contracts';
import { escapeHtml } from '../http/escapeHtml.js';
import type { OutgoingMail } from './mailer.js';

/** A plain, readable mail with one call to action, in text and HTML. */
export function actionMail(
  to: string,
  subject: string,
  greeting: string,
  body: string,
  action: { label: string; url: string },
): OutgoingMail {
  const text = `${greeting}\n\n${body}\n\n${action.label}: ${action.url}\n\n${mailCopy.signature}`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111827">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;border-radius:8px;background:#4f46e5;color:#fff;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#6b7280;font-size:13px">${escapeHtml(mailCopy.linkFallback)} ${escapeHtml(action.url)}</p>
<p>${escapeHtml(mailCopy.signature)}</p></body></html>`;
  return { to, subject, text, html };
}

/** A mail carrying a short code to type in, with how long it works. */
export function codeMail(to: string, subject: string, greeting: string, body: string, code: string): OutgoingMail {
  const text = `${greeting}\n\n${body}\n\n${mailCopy.yourCode}: ${code}\n\n${mailCopy.signature}`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111827">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:ui-monospace,monospace">${escapeHtml(code)}</p>
<p>${escapeHtml(mailCopy.signature)}</p></body></html>`;
  return { to, subject, text, html };
}
