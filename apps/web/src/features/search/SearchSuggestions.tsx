import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Hash, Search } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { shellCopy } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { cx } from '../../ui/cx';
import { peopleQuery } from '../people/peopleQueries';
import { hashtagPath } from '../../paths/postPaths';
import { profilePath } from '../../paths/profileSections';
import { hashtagSearchQuery, suggestionsMax } from './searchQueries';

interface Suggestion {
  key: string;
  label: string;
  detail?: string;
  path: string;
  icon: ReactNode;
}

interface SearchSuggestionsProps {
  q: string;
  open: boolean;
  listId: string;
  active: number;
  onChoose: (path: string) => void;
  /** Tells the search box where each suggestion leads, in order: its arrows and Enter move through them. */
  onSuggestions: (paths: string[]) => void;
}

/** The header search's suggestions (people, hashtags, every result): loaded when the member first types. */
export function SearchSuggestions({ q, open, listId, active, onChoose, onSuggestions }: SearchSuggestionsProps) {
  const wantsPeople = q !== '' && !q.startsWith('#');
  const people = useInfiniteQuery({ ...peopleQuery(q), enabled: open && wantsPeople });
  const hashtags = useQuery({ ...hashtagSearchQuery(q, suggestionsMax), enabled: open && q.replace(/^#/, '') !== '' });

  const suggestions: Suggestion[] = [
    ...(wantsPeople ? (people.data?.pages[0]?.items.slice(0, suggestionsMax) ?? []) : []).map((person) => ({
      key: `person-${person.user_id}`,
      label: person.nickname,
      detail: `@${person.username}`,
      path: profilePath(person.username),
      icon: <Avatar name={person.nickname} src={person.user_image} colour={person.colour} size={32} />,
    })),
    ...(hashtags.data ?? []).map((hashtag) => ({
      key: `tag-${hashtag.tag}`,
      label: `#${hashtag.tag}`,
      detail: shellCopy.hashtagPosts(hashtag.posts_count),
      path: hashtagPath(hashtag.tag),
      icon: <Hash size={20} aria-hidden className="mx-1" />,
    })),
    ...(q
      ? [
          {
            key: 'all',
            label: shellCopy.seeAllResults(q),
            path: `/search?q=${encodeURIComponent(q)}`,
            icon: <Search size={20} aria-hidden className="mx-1" />,
          },
        ]
      : []),
  ];
  const pathsKey = suggestions.map((suggestion) => suggestion.path).join('\n');
  useEffect(() => onSuggestions(pathsKey ? pathsKey.split('\n') : []), [pathsKey, onSuggestions]);
  return (
    <>
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion.key}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          // Chosen before the input's blur closes the list.
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(suggestion.path);
          }}
          className={cx('flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm', index === active && 'bg-muted')}
        >
          {suggestion.icon}
          <span className="min-w-0 flex-1 truncate font-medium">{suggestion.label}</span>
          {suggestion.detail && <span className="shrink-0 text-xs text-fg-muted">{suggestion.detail}</span>}
        </li>
      ))}
    </>
  );
}
