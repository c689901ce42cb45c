import { BackupError } from '../backup/backupError.js';
import { ConfigError, loadConfig } from '../config.js';
import { isDatabaseError } from '../startup/describeStartFailure.js';
import { reasonOf, StartupError } from '../startup/startupError.js';
import { CommandRefusal } from './commandRefusal.js';
import { openInstance, type Instance } from './openInstance.js';

/** The one sentence printed for a failed command: never a stack. */
function describeCommandFailure(error: unknown, command: string): string {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof StartupError || error instanceof CommandRefusal)
    return error.message;
  if (isDatabaseError(error)) return `The database refused the ${command}: ${reasonOf(error)}.`;
  return `The ${command} failed: ${reasonOf(error)}.`;
}

/**
 * Runs a command on the instance of the server's configuration, closes it after, and exits: 0 with
 * what the command printed, or 1 with one sentence on stderr.
 */
export async function runCommand(command: string, work: (instance: Instance) => Promise<void>): Promise<never> {
  let instance: Instance | undefined;
  try {
    instance = await openInstance(loadConfig());
    await work(instance);
    await instance.close();
    process.exit(0);
  } catch (error) {
    await instance?.close().catch(() => undefined);
    console.error(describeCommandFailure(error, command));
    process.exit(1);
  }
}
