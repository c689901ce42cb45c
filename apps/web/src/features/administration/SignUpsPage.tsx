import { useInfiniteQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { instanceCopy as copy, type PendingSignUp } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { timeAgo } from '../../ui/timeAgo';
import { signUpsQuery, useDecideSignUp } from './instanceAdminQueries';
import { PagedAdminList } from './PagedAdminList';

/** One waiting sign-up: who, their answer, and approve or reject, each asked first. */
function SignUpRow({ signUp }: { signUp: PendingSignUp }) {
  const decide = useDecideSignUp();
  const decideAs = (decision: 'approve' | 'reject') => () => decide.mutate({ id: signUp.user_id, decision });
  return (
    <div className="flex flex-col gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium">
          {signUp.fullname} <span className="text-sm font-normal text-fg-muted">@{signUp.username}</span>
        </p>
        <p className="text-sm text-fg-muted">
          {signUp.email} · {timeAgo(signUp.signed_up_at)}
          {!signUp.email_verified && <> · {copy.emailUnverified}</>}
        </p>
      </div>
      <blockquote className="rounded-lg bg-muted px-3 py-2 text-sm whitespace-pre-line">{signUp.answer}</blockquote>
      <div className="flex gap-3">
        <ConfirmDialog
          trigger={<Button loading={decide.isPending}>{copy.approve}</Button>}
          title={copy.approveTitle(signUp.fullname)}
          description={copy.approveDescription}
          confirmLabel={copy.approve}
          onConfirm={decideAs('approve')}
        />
        <ConfirmDialog
          trigger={<Button variant="secondary">{copy.reject}</Button>}
          title={copy.rejectTitle(signUp.fullname)}
          description={copy.rejectDescription}
          confirmLabel={copy.reject}
          confirmVariant="danger"
          onConfirm={decideAs('reject')}
        />
      </div>
    </div>
  );
}

/** `/admin/sign-ups`: the people waiting for approval, with their answers, a page at a time. */
export function SignUpsPage() {
  const signUps = useInfiniteQuery(signUpsQuery);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold">{copy.signUpsTitle}</h1>
        <p className="text-sm text-fg-muted">{copy.signUpsIntro}</p>
      </div>
      <PagedAdminList
        query={signUps}
        label={copy.signUpsTitle}
        loadFailed={copy.signUpsLoadFailed}
        empty={{ icon: UserPlus, title: copy.noSignUps, hint: copy.noSignUpsHint }}
        keyOf={(signUp) => signUp.user_id}
      >
        {(signUp) => <SignUpRow signUp={signUp} />}
      </PagedAdminList>
    </div>
  );
}
