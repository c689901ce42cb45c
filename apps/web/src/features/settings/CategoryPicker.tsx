import { useQueries } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { categoryKinds, limits, settingsCopy } from '@meshwork/contracts';
import { Skeleton } from '../../ui/Skeleton';
import { cx } from '../../ui/cx';
import { categoriesQuery } from './settingsQueries';

/** Toggle chips from the three category lists; at most `categoriesMax` can be on. */
export function CategoryPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const lists = useQueries({ queries: categoryKinds.map((kind) => categoriesQuery(kind)) });
  const full = value.length >= limits.categoriesMax;
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((chosen) => chosen !== id) : [...value, id]);
  return (
    <fieldset>
      <legend className="text-sm font-medium">{settingsCopy.categories.legend}</legend>
      <p className="mt-1 text-xs text-fg-muted">{settingsCopy.categories.hint}</p>
      <div className="mt-4 flex flex-col gap-4">
        {categoryKinds.map((kind, index) => (
          <div key={kind}>
            <h3 className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{settingsCopy.categories.kinds[kind]}</h3>
            <div className="mt-2 flex flex-wrap gap-2">
              {lists[index]?.data?.map((category) => {
                const chosen = value.includes(category.id);
                return (
                  <button
                    key={category.id}
                    type="button"
                    aria-pressed={chosen}
                    disabled={!chosen && full}
                    onClick={() => toggle(category.id)}
                    className={cx(
                      'inline-flex h-11 items-center gap-1.5 rounded-full border px-4 text-sm transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-50',
                      chosen ? 'border-accent bg-accent-soft font-medium' : 'border-line hover:bg-muted',
                    )}
                  >
                    {chosen && <Check size={14} aria-hidden />}
                    {category.name}
                  </button>
                );
              }) ?? <Skeleton className="h-11 w-64" />}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
