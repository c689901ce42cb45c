import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Input } from '../../ui/Input';

/** The header's member search; it only explains itself until the member search issue lands. */
export function MemberSearch() {
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    toast('Searching for members is coming soon.');
  };
  return (
    <form role="search" onSubmit={onSubmit} className="relative w-full max-w-sm">
      <label htmlFor={id} className="sr-only">
        Search members
      </label>
      <Search size={18} aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-fg-muted" />
      <Input id={id} type="search" placeholder="Search Meshwork" className="rounded-full bg-muted pl-10" autoComplete="off" />
    </form>
  );
}
