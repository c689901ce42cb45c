import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { socialCopy } from '@meshwork/contracts';
import { SearchInput } from '../../ui/SearchInput';

/** The header's member search: it leads to the people page with the search filled in. */
export function MemberSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    void navigate(text ? `/people?q=${encodeURIComponent(text)}` : '/people');
  };
  return (
    <form role="search" onSubmit={onSubmit} className="relative w-full max-w-sm">
      <SearchInput
        label={socialCopy.searchPeopleLabel}
        value={query}
        onValueChange={setQuery}
        placeholder={socialCopy.headerSearchPlaceholder}
        className="rounded-full bg-muted"
      />
    </form>
  );
}
