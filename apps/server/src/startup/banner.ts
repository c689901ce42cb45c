import type { DataLocation } from './dataLocation.js';

/** The demo network's logins, when it is made (the seed knows them: startup comes before every module). */
interface DemoLogins {
  usernames: readonly string[];
  password: string;
}

const indent = '  ';
const labelWidth = 'Dev mailbox: '.length;
/** Lines stay within 80 characters, an ordinary terminal's width. */
const textWidth = 80 - indent.length - labelWidth;

const row = (label: string, text: string) => `${indent}${label.padEnd(labelWidth)}${text}`;

/** `items`, comma-separated, in as few lines as fit `textWidth`. */
function wrapped(items: readonly string[]): string[] {
  const lines = [''];
  items.forEach((item, index) => {
    const text = index < items.length - 1 ? `${item},` : item;
    const last = lines.length - 1;
    if (lines[last] && lines[last].length + 1 + text.length > textWidth) lines.push(text);
    else lines[last] = lines[last] ? `${lines[last]} ${text}` : text;
  });
  return lines;
}

/** What the process prints once it listens: where to go, how to log in, and where the data lives. */
export function banner(
  url: string,
  shows: { demoLogins?: DemoLogins; mailbox: boolean; nodeVersion: string; data: DataLocation; noAdministrator?: boolean },
): string {
  const logins = shows.demoLogins;
  return [
    '',
    `${indent}Meshwork is running at ${url}`,
    '',
    ...(logins
      ? [
          ...wrapped(logins.usernames).map((line, index) => row(index === 0 ? 'Demo logins:' : '', line)),
          row('Password:', `${logins.password} for each of them (who they are: docs/demo.md)`),
        ]
      : []),
    // A fresh instance's first administrator comes from the server's own machine, never the web.
    ...(shows.noAdministrator ? [row('Admin:', 'none yet; make one: npm run admin -- create <username> <email>')] : []),
    ...(shows.mailbox ? [row('Dev mailbox:', `${url}/dev/mailbox (reachable only from this machine)`)] : []),
    row('API docs:', `${url}/api/docs`),
    row('Database:', shows.data.database),
    row('Files:', shows.data.files),
    row('Node:', shows.nodeVersion),
    '',
  ].join('\n');
}
