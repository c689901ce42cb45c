import { queryOptions } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';
import { dayKey } from '../events/monthGrid';

const birthdayKeys = {
  all: ['birthdays'] as const,
  from: (today: string) => [...birthdayKeys.all, today] as const,
};

/** Friends' birthdays from the member's own today (their calendar, not the server's). */
export const birthdaysQuery = () => {
  const today = dayKey(new Date());
  return queryOptions({
    queryKey: birthdayKeys.from(today),
    queryFn: ({ signal }) => outputOf(api.GET('/birthdays', { params: { query: { from: today } }, signal })),
  });
};
