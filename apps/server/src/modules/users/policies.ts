import { errorsCopy } from '@meshwork/contracts';
import type { Policy } from '../../http/authorize.js';
import { forbidden } from '../../http/errors.js';

/** A member reads and changes only their own account: any other member id answers 403. */
export const manageAccount: Policy<string> = {
  may: (viewerId, accountId) => viewerId === accountId,
  refusal: () => forbidden('forbidden', errorsCopy.forbidden),
};
