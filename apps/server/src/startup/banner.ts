/** The demo network's logins, when it is made (the seed knows them: startup comes before every module). */
interface DemoLogins {
  usernames: readonly string[];
  password: string;
}

/** What the process prints once it listens: where to go, and the demo logins when they exist. */
export function banner(url: string, shows: { demoLogins?: DemoLogins; mailbox: boolean; nodeVersion: string }): string {
  const logins = shows.demoLogins;
  return [
    '',
    `  Meshwork is running at ${url}`,
    logins
      ? `  Demo logins: ${logins.usernames.slice(0, 3).join(', ')} (and ${logins.usernames.length - 3} more), password ${logins.password}`
      : '',
    shows.mailbox ? `  Dev mailbox: ${url}/dev/mailbox (reachable only from this machine)` : '',
    `  API docs:    ${url}/api/docs`,
    `  Running on Node ${shows.nodeVersion}`,
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
