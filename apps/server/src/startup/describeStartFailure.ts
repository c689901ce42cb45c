import { ConfigError } from '../config.js';
import { reasonOf, StartupError } from './startupError.js';

interface SystemError {
  code?: string;
  syscall?: string;
  address?: string;
  port?: number;
}

/** The sentence for a failure to listen on HOST:PORT. */
function listenFailure(error: SystemError): string {
  const { code, address, port } = error;
  switch (code) {
    case 'EADDRINUSE':
      return `Port ${port} on ${address} is already in use; stop what uses it, or set PORT.`;
    case 'EACCES':
      return `Port ${port} needs more privileges than this process has; set PORT to 1024 or above.`;
    case 'EADDRNOTAVAIL':
      return `HOST ${address} is not an address of this machine; set HOST.`;
    default:
      return `Cannot listen on ${address}:${port}: ${reasonOf(error)}.`;
  }
}

/** A PostgreSQL error (it has a severity and a five-character SQLSTATE), e.g. from a migration. */
export function isDatabaseError(error: unknown): error is Error & { code: string } {
  const { severity, code } = error as { severity?: unknown; code?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && code.length === 5;
}

/** The one sentence printed for a failed start: never a stack, never `undefined`. */
export function describeStartFailure(error: unknown): string {
  if (error instanceof ConfigError || error instanceof StartupError) return error.message;
  const system = error as SystemError;
  if (system?.syscall === 'listen') return listenFailure(system);
  if (system?.syscall === 'getaddrinfo') return `HOST ${(error as { hostname?: string }).hostname} is not a known host name; set HOST.`;
  if (isDatabaseError(error)) return `The database refused a step of the start: ${reasonOf(error)}.`;
  return `Meshwork could not start: ${reasonOf(error)}.`;
}
