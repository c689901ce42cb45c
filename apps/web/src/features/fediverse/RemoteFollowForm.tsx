import { useState, type FormEvent } from 'react';
import { federationCopy } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { useRemoteFollow } from './fediverseQueries';

/** The server's words for a failed follow: the field's message when the input was refused, else the failure's. */
const messageOf = (error: unknown) =>
  isApiError(error) ? (error.firstFieldError('account') ?? error.message) : federationCopy.serverUnreachable;

/** "Follow someone on another server": an address such as `@name@server`, followed on Enter or with the button. */
export function RemoteFollowForm() {
  const [account, setAccount] = useState('');
  const { follow } = useRemoteFollow();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    follow.mutate(account.trim(), { onSuccess: () => setAccount('') });
  };
  return (
    <Card as="section" aria-labelledby="remote-follow-title" className="px-5 py-4">
      <h2 id="remote-follow-title" className="font-semibold">
        {federationCopy.followTitle}
      </h2>
      <p className="text-sm text-fg-muted">{federationCopy.followHint}</p>
      <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
        <div className="min-w-48 flex-1">
          <TextField
            label={federationCopy.accountLabel}
            placeholder={federationCopy.accountPlaceholder}
            value={account}
            onChange={(event) => {
              setAccount(event.target.value);
              if (follow.isError) follow.reset();
            }}
            error={follow.isError ? messageOf(follow.error) : undefined}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        </div>
        <Button type="submit" loading={follow.isPending} disabled={account.trim() === ''}>
          {federationCopy.follow}
        </Button>
      </form>
    </Card>
  );
}
