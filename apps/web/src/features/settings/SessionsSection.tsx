import { useQuery } from '@tanstack/react-query';
import { limits, sessionsCopy, type MemberSession } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { sessionNames } from './sessionNames';
import { SessionRow } from './SessionRow';
import { sessionsQuery, useEndOtherSessions, useEndSession } from './sessionsQueries';
import { SettingsSection } from './SettingsSection';

const withNames = (sessions: MemberSession[]) => {
  const names = sessionNames(sessions);
  return sessions.map((session) => ({ session, name: names.get(session.id)! }));
};

/** "Where you're logged in": every session of the member, ending one, or all but this one. */
export function SessionsSection() {
  const sessions = useQuery(sessionsQuery);
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  return (
    <SettingsSection id="sessions" title={sessionsCopy.title} description={sessionsCopy.description}>
      {sessions.isPending ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="sr-only">
            {sessionsCopy.loading}
          </p>
          {[0, 1].map((row) => (
            <Skeleton key={row} className="h-16" />
          ))}
        </div>
      ) : sessions.isError ? (
        <InlineAlert tone="error">
          {sessionsCopy.loadFailed}{' '}
          <button type="button" className="font-medium underline" onClick={() => void sessions.refetch()}>
            {sessionsCopy.retry}
          </button>
        </InlineAlert>
      ) : (
        <div className="flex flex-col gap-5">
          <ul className="flex flex-col divide-y divide-line" aria-busy={sessions.isFetching}>
            {withNames(sessions.data).map(({ session, name }) => (
              <SessionRow
                key={session.id}
                session={session}
                name={name}
                ending={endSession.isPending && endSession.variables === session.id}
                onEnd={() => endSession.mutate(session.id)}
              />
            ))}
          </ul>
          {sessions.data.length >= limits.sessionsListMax && <p className="text-sm text-fg-muted">{sessionsCopy.listLimited}</p>}
          {sessions.data.some((session) => !session.current) ? (
            <ConfirmDialog
              trigger={
                <Button variant="secondary" className="self-start" loading={endOthers.isPending}>
                  {sessionsCopy.endOthers}
                </Button>
              }
              title={sessionsCopy.endOthersTitle}
              description={sessionsCopy.endOthersDescription}
              confirmLabel={sessionsCopy.endOthers}
              confirmVariant="danger"
              onConfirm={() => endOthers.mutate(undefined)}
            />
          ) : (
            <p className="text-sm text-fg-muted">{sessionsCopy.onlyHere}</p>
          )}
        </div>
      )}
    </SettingsSection>
  );
}
