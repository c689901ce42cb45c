import { queryOptions } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';
import { dayKey } from '../events/monthGrid';

/** Friends' birthdays from the member's own today (their calendar, not the server's). */
export const birthdaysQuery = () => {
  const today = dayKey(new Date());
  return queryOptions({
    queryKey: ['birthdays', today],
    queryFn: ({ signal }) => outputOf(api.GET('/birthdays', { params: { query: { from: today } }, signal })),
  });
};
