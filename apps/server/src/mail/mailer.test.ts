import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/testApp.js';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Meshwork <hello@meshwork.test>',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail over SMTP', () => {
  it('delivers the verification mail through the SMTP server with text and HTML bodies', async () => {
    const registered = await t.request('POST', '/api/auth/register', {
      body: { fullname: 'Mail Reader', username: 'mail_reader', email: 'reader@example.com', password: 'Str0ng!Pass' },
    });
    expect(registered.status).toBe(201);
    const mail = await vi.waitFor(
      () => {
        const received = smtp.received.find((item) => item.to.includes('reader@example.com'));
        if (!received) throw new Error('no mail for reader@example.com yet');
        return received;
      },
      { timeout: 10_000, interval: 100 },
    );
    const parsed = await simpleParser(mail.raw);
    expect(parsed.subject).toBe('Verify your email address');
    expect(parsed.from?.text).toContain('hello@meshwork.test');
    expect(parsed.text).toContain('http://meshwork.test/auth/verify-email?token=');
    expect(parsed.html).toContain('href="http://meshwork.test/auth/verify-email?token=');
  });

  it('has no dev mailbox when mail goes over SMTP', async () => {
    expect((await t.request('GET', '/api/dev/mailbox')).status).toBe(404);
  });
});
