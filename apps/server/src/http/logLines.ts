import type { Writable } from 'node:stream';

/** A log entry as pino writes it (one JSON object a line), with the fields the short form reads. */
interface LogEntry {
  level: number;
  time: number;
  msg?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { stack?: string; message?: string };
  [field: string]: unknown;
}

const levelLabels: Record<number, string> = { 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every entry has, or that the short form shows in its own way. */
const shownApart = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);

const clockTime = (time: number) => new Date(time).toTimeString().slice(0, 8);

/**
 * One entry in a person's words: `12:04:31 GET /newsfeed 200 27 ms` for an answered request (the
 * entry with its response time; the URL already redacted by the `req` serializer), else the
 * message with its other fields and the request it is about; an error's stack follows below.
 */
function logLine(entry: LogEntry): string {
  const { req, res, responseTime, err } = entry;
  const text =
    req && res && responseTime !== undefined
      ? `${req.method} ${req.url} ${res.statusCode} ${Math.round(responseTime)} ms`
      : messageText(entry);
  return `${clockTime(entry.time)} ${text}${err ? `\n${err.stack ?? err.message}` : ''}`;
}

function messageText(entry: LogEntry): string {
  const level = levelLabels[entry.level];
  const fields = Object.entries(entry)
    .filter(([name]) => !shownApart.has(name))
    .map(([name, value]) => ` ${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const request = entry.req ? ` (${entry.req.method} ${entry.req.url})` : '';
  return `${level ? `${level} ` : ''}${entry.msg ?? ''}${fields.join('')}${request}`;
}

/** A destination for pino that writes each entry to `output` as one short line (`logLine`). */
export function logLines(output: Pick<Writable, 'write'>): { write(json: string): void } {
  return {
    write(json) {
      for (const text of json.split('\n').filter(Boolean)) output.write(`${logLine(JSON.parse(text) as LogEntry)}\n`);
    },
  };
}
