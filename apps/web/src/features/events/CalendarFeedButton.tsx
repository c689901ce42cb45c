import { useQueryClient } from '@tanstack/react-query';
import { Link2, RefreshCw } from 'lucide-react';
import { toast } from '../../ui/toast';
import { eventsCopy, messages } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { calendarFeedQuery } from './eventQueries';
import { useRenewCalendarFeed } from './useEventActions';

/** Copies the member's private calendar address, made on first use; a second button makes a new one. */
export function CalendarFeedButton() {
  const queryClient = useQueryClient();
  const renew = useRenewCalendarFeed();
  const copy = async () => {
    try {
      const { url } = await queryClient.fetchQuery(calendarFeedQuery);
      await navigator.clipboard.writeText(url);
      toast.success(eventsCopy.feedCopied);
    } catch {
      toast.error(messages.genericError);
    }
  };
  return (
    <div className="flex gap-2" title={eventsCopy.feedHint}>
      <Button variant="secondary" onClick={() => void copy()}>
        <Link2 size={16} aria-hidden /> {eventsCopy.copyFeed}
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="icon" aria-label={eventsCopy.renewFeed} title={eventsCopy.renewFeed} loading={renew.isPending}>
            {!renew.isPending && <RefreshCw size={16} aria-hidden />}
          </Button>
        }
        title={eventsCopy.renewFeed}
        description={eventsCopy.renewFeedConfirm}
        confirmLabel={eventsCopy.renewFeed}
        onConfirm={() => renew.mutate()}
      />
    </div>
  );
}
