import { newerError, type ErrorDetail } from '../../errors.js';

/** An objects failure with the newer error body (protocol §1.6), naming what was wrong and where. */
export function objectsError(status: number, message: string, location?: string, locationType: ErrorDetail['locationType'] = 'query') {
  return newerError(status, message, 'objects', location ? [{ message, location, locationType }] : undefined);
}

export const notFound = () => objectsError(404, 'Requested object was not found.');
