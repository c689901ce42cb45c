import { Search } from 'lucide-react';
import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { shellCopy } from '@meshwork/contracts';
import { Input } from '../../ui/Input';
import { useDebouncedValue } from '../../ui/useDebouncedValue';

// The suggestions load when the search box first takes the focus.
const loadSuggestions = () => import('./SearchSuggestions');
const SearchSuggestions = lazy(() => loadSuggestions().then((m) => ({ default: m.SearchSuggestions })));

/** Typing settles for this long before suggestions are asked for (the spec's search debounce). */
const debounceMs = 300;

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
  const [paths, setPaths] = useState<string[]>([]);
  // Without a query there is nothing to suggest, whatever the last suggestions were.
  const suggestions = q ? paths : [];
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
      if (chosen) go(chosen);
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
        {shellCopy.searchLabel}
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
        placeholder={shellCopy.searchPlaceholder}
        maxLength={100}
        className="rounded-full bg-muted pl-10"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setOpen(true);
          void loadSuggestions();
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={shellCopy.suggestionsLabel}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-xl border border-line bg-surface py-1 shadow-soft"
      >
        {q && (
          <Suspense>
            <SearchSuggestions q={q} open={open} listId={listId} active={active} onChoose={go} onSuggestions={setPaths} />
          </Suspense>
        )}
      </ul>
    </div>
  );
}
