// First: nothing else loads on an older Node than the pinned one.
import '../startup/requirePinnedNode.js';
import type { MemberRole } from '@meshwork/contracts';
import { loadConfig } from '../config.js';
import { adminCommands } from './adminCommands.js';
import { givenPassword } from './adminPassword.js';
import { CommandRefusal } from './commandRefusal.js';
import { runCommand } from './runCommand.js';

// `npm run admin -- <command>`: staff and passwords from the server's own machine, never from the web.
const usage = `Usage: npm run admin -- <command>

  create <username> <email>                    a new, verified administrator
  promote <username> [moderator|administrator] default administrator
  demote <username> [moderator|member]         default member
  reset-password <username>                    a new password; ends their sessions
  list                                         moderators and administrators
  help                                         this text

create and reset-password print a new password once, or take one from the
ADMIN_PASSWORD variable or from stdin (echo "$PASSWORD" | npm run admin -- …),
never from the command line, where other users of the machine could read it.`;

const [command, ...args] = process.argv.slice(2);

function refuse(sentence: string): never {
  console.error(sentence);
  process.exit(1);
}

/** The role named last on the command line, one of `allowed`, else `fallback`. */
function roleArgument(allowed: MemberRole[], fallback: MemberRole): MemberRole {
  const named = args[1] ?? fallback;
  if (!(allowed as string[]).includes(named)) refuse(`Name a role of ${allowed.join(' or ')}, not ${JSON.stringify(named)}.`);
  return named as MemberRole;
}

function expectArguments(count: number, shape: string): void {
  if (args.length < count || args.length > count + (command === 'promote' || command === 'demote' ? 1 : 0)) {
    refuse(`Usage: npm run admin -- ${command}${shape ? ` ${shape}` : ''}.`);
  }
}

if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
  console.log(usage);
  process.exit(0);
}

/** The password given through ADMIN_PASSWORD or stdin, checked before the instance opens. */
async function givenPasswordOrRefuse(): Promise<string | undefined> {
  try {
    return await givenPassword();
  } catch (error) {
    if (error instanceof CommandRefusal) refuse(error.message);
    throw error;
  }
}

type Commands = Awaited<ReturnType<typeof adminCommands>>;
const run = (work: (commands: Commands) => Promise<void>) =>
  runCommand('admin command', async (instance) => work(await adminCommands(instance, loadConfig())));

switch (command) {
  case 'create': {
    expectArguments(2, '<username> <email>');
    const password = await givenPasswordOrRefuse();
    await run((commands) => commands.create(args[0]!, args[1]!, password));
    break;
  }
  case 'promote': {
    expectArguments(1, '<username> [moderator|administrator]');
    const role = roleArgument(['moderator', 'administrator'], 'administrator');
    await run((commands) => commands.promote(args[0]!, role));
    break;
  }
  case 'demote': {
    expectArguments(1, '<username> [moderator|member]');
    const role = roleArgument(['moderator', 'member'], 'member');
    await run((commands) => commands.demote(args[0]!, role));
    break;
  }
  case 'reset-password': {
    expectArguments(1, '<username>');
    const password = await givenPasswordOrRefuse();
    await run((commands) => commands.resetPassword(args[0]!, password));
    break;
  }
  case 'list':
    expectArguments(0, '');
    await run((commands) => commands.list());
    break;
  default:
    refuse(`Unknown command ${JSON.stringify(command)}; see npm run admin -- help.`);
}
