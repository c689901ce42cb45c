import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Hash, Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { searchCopy } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { cx } from '../../ui/cx';
import { Input } from '../../ui/Input';
import { peopleQuery } from '../people/peopleQueries';
import { hashtagPath } from '../posts/postPaths';
import { profilePath } from '../profile/profileSections';
import { useDebouncedValue } from '../shell/useDebouncedValue';
import { hashtagSearchQuery, suggestionsMax } from './searchQueries';

/** Typing settles for this long before suggestions are asked for (the spec's search debounce). */
const debounceMs = 300;

interface Suggestion {
  key: string;
  label: string;
  detail?: string;
  path: string;
  icon: ReactNode;
}

/**
 * The header's search (WAI-ARIA combobox with a listbox): people and hashtags suggested as the
 * member types; arrows move, Enter opens the chosen one or every result, Escape closes.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(text.trim(), debounceMs);
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
      detail: searchCopy.hashtagPosts(hashtag.posts_count),
      path: hashtagPath(hashtag.tag),
      icon: <Hash size={20} aria-hidden className="mx-1" />,
    })),
    ...(q
      ? [
          {
            key: 'all',
            label: searchCopy.seeAllResults(q),
            path: `/search?q=${encodeURIComponent(q)}`,
            icon: <Search size={20} aria-hidden className="mx-1" />,
          },
        ]
      : []),
  ];
  const expanded = open && suggestions.length > 0;

  const go = (path: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (suggestions.length ? (index + step + suggestions.length) % suggestions.length : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded ? suggestions[active] : undefined;
      if (chosen) go(chosen.path);
      else if (text.trim()) go(`/search?q=${encodeURIComponent(text.trim())}`);
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div role="search" className="relative w-full max-w-sm">
      <label htmlFor={`${listId}-input`} className="sr-only">
        {searchCopy.searchLabel}
      </label>
      <Search size={18} aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-fg-muted" />
      <Input
        id={`${listId}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        placeholder={searchCopy.searchPlaceholder}
        maxLength={100}
        className="rounded-full bg-muted pl-10"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={searchCopy.suggestionsLabel}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-xl border border-line bg-surface py-1 shadow-soft"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              go(suggestion.path);
            }}
            className={cx('flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm', index === active && 'bg-muted')}
          >
            {suggestion.icon}
            <span className="min-w-0 flex-1 truncate font-medium">{suggestion.label}</span>
            {suggestion.detail && <span className="shrink-0 text-xs text-fg-muted">{suggestion.detail}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
