import { useInfiniteQuery } from '@tanstack/react-query';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { instanceCopy as copy, type CreatedInvitation } from '@meshwork/contracts';
import { Card } from '../../ui/Card';
import { InvitationRow } from './InvitationRow';
import { invitationsQuery } from './invitationQueries';
import { NewInvitationCode } from './NewInvitationCode';
import { NewInvitationForm } from './NewInvitationForm';
import { PagedAdminList } from './PagedAdminList';

/** `/admin/invitations`: make invitation codes (each shown once), see every invitation's state, revoke one. */
export function InvitationsPage() {
  const invitations = useInfiniteQuery(invitationsQuery);
  // Held only while the page is open: once left, the code is gone for good.
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold">{copy.invitationsTitle}</h1>
        <p className="text-sm text-fg-muted">{copy.invitationsIntro}</p>
      </div>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        {created && <NewInvitationCode invitation={created} onDone={() => setCreated(null)} />}
        <NewInvitationForm onCreated={setCreated} />
      </Card>
      <PagedAdminList
        query={invitations}
        label={copy.invitationsTitle}
        loadFailed={copy.invitationsLoadFailed}
        empty={{ icon: Ticket, title: copy.noInvitations, hint: copy.noInvitationsHint }}
        keyOf={(invitation) => invitation.id}
      >
        {(invitation) => <InvitationRow invitation={invitation} />}
      </PagedAdminList>
    </div>
  );
}
