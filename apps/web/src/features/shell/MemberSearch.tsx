import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { socialCopy } from '@meshwork/contracts';
import { Input } from '../../ui/Input';

/** The header's member search: it leads to the people page with the search filled in. */
export function MemberSearch() {
  const id = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    void navigate(text ? `/people?q=${encodeURIComponent(text)}` : '/people');
  };
  return (
    <form role="search" onSubmit={onSubmit} className="relative w-full max-w-sm">
      <label htmlFor={id} className="sr-only">
        {socialCopy.searchPeopleLabel}
      </label>
      <Search size={18} aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-fg-muted" />
      <Input
        id={id}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={socialCopy.headerSearchPlaceholder}
        className="rounded-full bg-muted pl-10"
        autoComplete="off"
      />
    </form>
  );
}
