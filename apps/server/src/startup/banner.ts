import { demoMembers, demoPassword } from '../seed/demoMembers.js';

/** What the process prints once it listens: where to go, and the demo logins when they exist. */
export function banner(url: string, shows: { demoLogins: boolean; mailbox: boolean; nodeVersion: string }): string {
  const logins = demoMembers
    .slice(0, 3)
    .map((member) => member.username)
    .join(', ');
  return [
    '',
    `  Meshwork is running at ${url}`,
    shows.demoLogins ? `  Demo logins: ${logins} (and ${demoMembers.length - 3} more), password ${demoPassword}` : '',
    shows.mailbox ? `  Dev mailbox: ${url}/dev/mailbox (reachable only from this machine)` : '',
    `  API docs:    ${url}/api/docs`,
    `  Running on Node ${shows.nodeVersion}`,
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
