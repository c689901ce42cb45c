import { useInfiniteQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { instanceCopy as copy, type CreatorRequestView } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { timeAgo } from '../../ui/timeAgo';
import { creatorRequestsQuery, useDecideCreatorRequest } from './instanceAdminQueries';
import { PagedAdminList } from './PagedAdminList';

/** One request: who asked and when, approve or decline (a creator's followers become public). */
function CreatorRequestRow({ request }: { request: CreatorRequestView }) {
  const decide = useDecideCreatorRequest();
  return (
    <div className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
      <p className="min-w-0 flex-1">
        <span className="font-medium">{request.fullname}</span> <span className="text-sm text-fg-muted">@{request.username}</span>
        <span className="block text-sm text-fg-muted">{timeAgo(request.requested_at)}</span>
      </p>
      <div className="flex gap-3">
        <Button loading={decide.isPending} onClick={() => decide.mutate({ id: request.id, decision: 'approve' })}>
          {copy.approve}
        </Button>
        <Button variant="secondary" disabled={decide.isPending} onClick={() => decide.mutate({ id: request.id, decision: 'decline' })}>
          {copy.decline}
        </Button>
      </div>
    </div>
  );
}

/** `/admin/creator-requests`: members asking to become creators, for administrators to decide, a page at a time. */
export function CreatorRequestsPage() {
  const requests = useInfiniteQuery(creatorRequestsQuery);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold">{copy.creatorRequestsTitle}</h1>
        <p className="text-sm text-fg-muted">{copy.creatorRequestsIntro}</p>
      </div>
      <PagedAdminList
        query={requests}
        label={copy.creatorRequestsTitle}
        loadFailed={copy.creatorRequestsLoadFailed}
        empty={{ icon: BadgeCheck, title: copy.noCreatorRequests }}
        keyOf={(request) => request.id}
      >
        {(request) => <CreatorRequestRow request={request} />}
      </PagedAdminList>
    </div>
  );
}
