import { fediverseCopy, type FediverseNote } from '@meshwork/contracts';
import { Globe, MessageCircle, Repeat2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../ui/Avatar';
import { Card } from '../../ui/Card';
import { timeAgo } from '../../ui/timeAgo';
import { FediverseNoteBody } from './FediverseNoteBody';
import { RemoteLikeButton } from './RemoteLikeButton';
import { RemoteNoteReplies } from './RemoteNoteReplies';
import { remoteProfilePath, serverOfHandle } from '../../paths/remotePaths';
import { RemoteReportButton } from './RemoteReportButton';
import { remoteEntryId } from './remoteFeedEntry';

/** A post of a followed account of another server, or one it shared, in the newsfeed among the members' posts. */
export function RemoteFeedPost({ note }: { note: FediverseNote }) {
  const [repliesOpen, setRepliesOpen] = useState(false);
  const { author } = note;
  const name = author.name || author.handle;
  const server = serverOfHandle(author.handle);
  const entryId = remoteEntryId(note);
  return (
    <Card as="article" aria-labelledby={`note-${entryId}-author`} className="p-4">
      {note.shared && (
        <p className="mb-2 flex items-center gap-1.5 text-xs font-medium text-fg-muted">
          <Repeat2 size={14} aria-hidden />
          <Link to={remoteProfilePath(note.shared.by.handle)} className="truncate hover:underline">
            {note.shared.by.name || note.shared.by.handle}
          </Link>
          {fediverseCopy.shared}
          <span aria-hidden>·</span>
          <time dateTime={note.shared.shared_at} title={new Date(note.shared.shared_at).toLocaleString()}>
            {timeAgo(note.shared.shared_at)}
          </time>
        </p>
      )}
      <header className="mb-3 flex items-start gap-3">
        {/* The picture's copy served here (our pages load this server's images only); else the initials. */}
        <Avatar name={name} src={author.icon_url} />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5">
            <Link id={`note-${entryId}-author`} to={remoteProfilePath(author.handle)} className="truncate font-semibold hover:underline">
              {name}
            </Link>
            <span className="truncate text-sm text-fg-muted">@{author.handle}</span>
          </p>
          <p className="flex flex-wrap items-center gap-1.5 text-xs text-fg-muted">
            <a href={note.url ?? author.profile_url} target="_blank" rel="noopener noreferrer nofollow" className="hover:underline">
              <time dateTime={note.published_at} title={new Date(note.published_at).toLocaleString()}>
                {timeAgo(note.published_at)}
              </time>
            </a>
            {note.edited_at && (
              <>
                <span aria-hidden>·</span>
                {fediverseCopy.edited}
              </>
            )}
            <span aria-hidden>·</span>
            <span className="flex items-center gap-1" title={fediverseCopy.fromServer(server)}>
              <Globe size={12} aria-hidden />
              {server}
            </span>
          </p>
        </div>
      </header>
      <FediverseNoteBody note={note} className="text-[15px] leading-relaxed" />
      <div className="mt-3 flex gap-1 border-t border-line pt-1">
        <RemoteLikeButton note={note} />
        <button
          type="button"
          aria-expanded={repliesOpen}
          className="flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-fg-muted hover:bg-muted"
          onClick={() => setRepliesOpen((open) => !open)}
        >
          <MessageCircle size={16} aria-hidden />
          {note.replies_count > 0 ? fediverseCopy.replies(note.replies_count) : fediverseCopy.reply}
        </button>
        <RemoteReportButton note={note} className="ml-auto" />
      </div>
      {repliesOpen && <RemoteNoteReplies noteId={note.id} />}
    </Card>
  );
}
