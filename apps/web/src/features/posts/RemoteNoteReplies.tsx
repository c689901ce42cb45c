import { useInfiniteQuery } from '@tanstack/react-query';
import { fediverseCopy, limits, type NoteReply } from '@meshwork/contracts';
import { SendHorizontal, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../api/session';
import { profilePath } from '../../paths/profileSections';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { timeAgo } from '../../ui/timeAgo';
import { remoteRepliesQuery, useRemoteReplyActions } from './remoteReplyQueries';

function ReplyItem({ reply, onDelete }: { reply: NoteReply; onDelete: () => void }) {
  const { author } = reply;
  return (
    <li className="flex gap-2">
      <Avatar name={author.nickname} src={author.user_image} colour={author.colour} size={32} />
      <div className="min-w-0 flex-1 rounded-2xl bg-muted px-3 py-2">
        <p className="flex items-center gap-2 text-sm">
          <Link to={profilePath(author.username)} className="font-semibold hover:underline">
            {author.nickname}
          </Link>
          <time dateTime={reply.created_at} className="text-xs text-fg-muted">
            {timeAgo(reply.created_at)}
          </time>
          {reply.can_delete && (
            <Button variant="ghost" size="icon" className="ml-auto size-7" aria-label={fediverseCopy.replyDelete} onClick={onDelete}>
              <Trash2 size={14} aria-hidden />
            </Button>
          )}
        </p>
        <p className="text-sm break-words whitespace-pre-wrap">{reply.text}</p>
      </div>
    </li>
  );
}

/**
 * Members' replies to a note of another server, oldest first, and the member's own reply: it goes
 * to the note's author on their server, and shows here once that server has it queued.
 */
export function RemoteNoteReplies({ noteId }: { noteId: string }) {
  const session = useSession();
  const list = useInfiniteQuery(remoteRepliesQuery(noteId));
  const { send, remove } = useRemoteReplyActions(noteId);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed) send.mutate(trimmed, { onSuccess: () => setText('') });
  };
  const replies = list.data?.pages.flatMap((page) => page.items) ?? [];
  const failed = send.error ?? remove.error;
  return (
    <div className="mt-2 flex flex-col gap-3 border-t border-line pt-3">
      {list.isPending && <Skeleton className="h-12" />}
      {list.isError && (
        <InlineAlert tone="error">
          {fediverseCopy.repliesLoadError}{' '}
          <button type="button" className="underline" onClick={() => void list.refetch()}>
            {fediverseCopy.retry}
          </button>
        </InlineAlert>
      )}
      {list.isSuccess && replies.length === 0 && <p className="text-sm text-fg-muted">{fediverseCopy.noReplies}</p>}
      {replies.length > 0 && (
        <ul className="flex flex-col gap-2">
          {replies.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} onDelete={() => remove.mutate(reply.id)} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="self-start text-xs font-semibold text-fg-muted hover:underline"
          onClick={() => void list.fetchNextPage()}
        >
          {fediverseCopy.moreReplies}
        </button>
      )}
      {failed && <InlineAlert tone="error">{failed.message || fediverseCopy.replyFailed}</InlineAlert>}
      {session && (
        <form onSubmit={submit} className="flex items-center gap-2">
          <Avatar name={session.nickname} src={session.user_image} colour={session.colour} size={32} />
          <input
            aria-label={fediverseCopy.replyPlaceholder}
            placeholder={fediverseCopy.replyPlaceholder}
            value={text}
            maxLength={limits.commentTextMaxLength}
            autoFocus
            onChange={(event) => setText(event.target.value)}
            className="h-10 min-w-0 flex-1 rounded-full border border-line bg-page px-4 text-sm text-fg placeholder:text-fg-muted"
          />
          <Button
            type="submit"
            variant="ghost"
            size="icon"
            aria-label={fediverseCopy.replySend}
            loading={send.isPending}
            disabled={!text.trim()}
          >
            <SendHorizontal size={18} aria-hidden />
          </Button>
        </form>
      )}
    </div>
  );
}
