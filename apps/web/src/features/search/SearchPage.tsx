import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Hash, SearchX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { postsCopy, searchCopy } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { InlineAlert } from '../../ui/InlineAlert';
import { SearchInput } from '../../ui/SearchInput';
import { PersonActions } from '../people/PersonActions';
import { PersonRow } from '../people/PersonRow';
import { peopleQuery } from '../people/peopleQueries';
import { hashtagPath } from '../../paths/postPaths';
import { PostSkeleton } from '../posts/PostSkeleton';
import { PostResults } from './PostResults';
import { hashtagSearchQuery, postSearchQuery } from './searchQueries';
import { panelId, SearchTabs, searchTabs, tabId, type SearchTab } from './SearchTabs';

/** `/search?q=&tab=`: posts, people and hashtags that match, each in its tab. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const tabParam = params.get('tab') as SearchTab | null;
  const tab = tabParam && searchTabs.includes(tabParam) ? tabParam : 'posts';
  const [draft, setDraft] = useState(q);
  const [shownQuery, setShownQuery] = useState(q);
  if (shownQuery !== q) {
    // The header's search changed the address: the page's box follows it.
    setShownQuery(q);
    setDraft(q);
  }
  const select = (next: SearchTab) => setParams({ q, tab: next }, { replace: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams({ q: draft.trim(), tab });
  };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold break-words">{q ? searchCopy.resultsFor(q) : searchCopy.searchTitle}</h1>
      <form role="search" onSubmit={submit}>
        <SearchInput label={searchCopy.searchLabel} value={draft} onValueChange={setDraft} placeholder={searchCopy.searchPlaceholder} />
      </form>
      {q === '' ? (
        <Card>
          <EmptyState icon={SearchX} title={searchCopy.emptyQuery} />
        </Card>
      ) : (
        <>
          <SearchTabs current={tab} onSelect={select} />
          <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)}>
            {tab === 'posts' && <PostTab q={q} />}
            {tab === 'people' && <PeopleTab q={q} />}
            {tab === 'hashtags' && <HashtagTab q={q} />}
          </div>
        </>
      )}
    </div>
  );
}

function PostTab({ q }: { q: string }) {
  const results = useInfiniteQuery(postSearchQuery(q));
  return <PostResults results={results} empty={searchCopy.noPosts} />;
}

function PeopleTab({ q }: { q: string }) {
  const people = useInfiniteQuery(peopleQuery(q));
  if (people.isPending) return <PostSkeleton />;
  if (people.isError) return <InlineAlert tone="error">{searchCopy.loadError}</InlineAlert>;
  const found = people.data.pages.flatMap((page) => page.items);
  if (found.length === 0) return <EmptyState icon={SearchX} title={searchCopy.noPeople} />;
  return (
    <Card>
      <ul className="divide-y divide-line">
        {found.map((person) => (
          <PersonRow key={person.user_id} person={person} actions={<PersonActions person={person} relation={person.relation} />} />
        ))}
      </ul>
      {people.hasNextPage && (
        <Button variant="ghost" onClick={() => void people.fetchNextPage()} loading={people.isFetchingNextPage}>
          {postsCopy.loadMore}
        </Button>
      )}
    </Card>
  );
}

function HashtagTab({ q }: { q: string }) {
  const hashtags = useQuery(hashtagSearchQuery(q));
  if (hashtags.isPending) return <PostSkeleton />;
  if (hashtags.isError) return <InlineAlert tone="error">{searchCopy.loadError}</InlineAlert>;
  if (hashtags.data.length === 0) return <EmptyState icon={SearchX} title={searchCopy.noHashtags} />;
  return (
    <Card>
      <ul className="divide-y divide-line">
        {hashtags.data.map((hashtag) => (
          <li key={hashtag.tag}>
            <Link to={hashtagPath(hashtag.tag)} className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-3 hover:bg-muted">
              <Hash size={18} aria-hidden />
              <span className="flex-1 font-medium break-all">{hashtag.tag}</span>
              <span className="text-sm text-fg-muted">{searchCopy.hashtagPosts(hashtag.posts_count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
