import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { UsersRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { administrationCopy, limits, memberFilters, type MemberFilter } from '@meshwork/contracts';
import { useSession } from '../../api/session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { EmptyState } from '../../ui/EmptyState';
import { InlineAlert } from '../../ui/InlineAlert';
import { SearchInput } from '../../ui/SearchInput';
import { Skeleton } from '../../ui/Skeleton';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { AdminMemberRow } from './AdminMemberRow';
import { adminMembersQuery } from './adminMembersQueries';

const chip = 'inline-flex h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors duration-150';
const isFilter = (value: string | null): value is MemberFilter => memberFilters.includes(value as MemberFilter);

/** `/admin/members`: everyone on the network, for administrators, with search, filters and role changes. */
export function AdminMembersPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const filterParam = params.get('filter');
  const filter = isFilter(filterParam) ? filterParam : undefined;
  const settledSearch = useDebouncedValue(search.trim(), limits.searchDebounceMs);
  // The rows shown stay while the next search or filter loads: no flash of placeholders as one types,
  // and a dialog opened on a row that stays in the results stays open.
  const members = useInfiniteQuery({ ...adminMembersQuery(settledSearch, filter), placeholderData: keepPreviousData });
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold">{administrationCopy.membersTitle}</h1>
        <p className="text-sm text-fg-muted">{administrationCopy.membersIntro}</p>
      </div>
      <div role="search">
        <SearchInput
          label={administrationCopy.searchLabel}
          placeholder={administrationCopy.searchPlaceholder}
          value={search}
          maxLength={limits.searchQueryMaxLength}
          onValueChange={(value) => setParam('q', value)}
        />
      </div>
      <div role="group" aria-label="Filters" className="flex flex-wrap gap-2">
        {[undefined, ...memberFilters].map((option) => {
          const pressed = option === filter;
          return (
            <button
              key={option ?? 'all'}
              type="button"
              aria-pressed={pressed}
              onClick={() => setParam('filter', option)}
              className={cx(
                chip,
                pressed ? 'border-accent bg-accent-soft text-fg' : 'border-line text-fg-muted hover:bg-muted hover:text-fg',
              )}
            >
              {option ? administrationCopy.filterLabels[option] : administrationCopy.allFilter}
            </button>
          );
        })}
      </div>
      <Card className="overflow-hidden">
        {members.isPending ? (
          <ul aria-busy="true" className="divide-y divide-line">
            {[0, 1, 2, 3].map((row) => (
              <li key={row} className="flex items-center gap-3 px-4 py-3">
                <Skeleton className="size-10 rounded-full" />
                <Skeleton className="h-4 w-48" />
              </li>
            ))}
          </ul>
        ) : members.isError ? (
          <div className="p-4">
            <InlineAlert tone="error">
              <p>{administrationCopy.loadFailed}</p>
              <Button variant="secondary" className="mt-3" onClick={() => void members.refetch()}>
                {administrationCopy.retry}
              </Button>
            </InlineAlert>
          </div>
        ) : items.length === 0 ? (
          <EmptyState icon={UsersRound} title={administrationCopy.noMembers}>
            {administrationCopy.noMembersHint}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-line" aria-label={administrationCopy.membersTitle}>
            {items.map((member) => (
              <AdminMemberRow key={member.user_id} member={member} isViewer={member.user_id === session?.user_id} />
            ))}
          </ul>
        )}
      </Card>
      {members.hasNextPage && (
        <Button variant="secondary" loading={members.isFetchingNextPage} onClick={() => void members.fetchNextPage()}>
          {administrationCopy.loadMore}
        </Button>
      )}
    </div>
  );
}
