import type { KeyboardEvent } from 'react';
import { searchCopy } from '@meshwork/contracts';
import { cx } from '../../ui/cx';

export const searchTabs = ['posts', 'people', 'hashtags'] as const;
export type SearchTab = (typeof searchTabs)[number];

const labels: Record<SearchTab, string> = { posts: searchCopy.tabPosts, people: searchCopy.tabPeople, hashtags: searchCopy.tabHashtags };
export const tabId = (tab: SearchTab) => `search-tab-${tab}`;
export const panelId = 'search-panel';

/** The results' tabs (WAI-ARIA tabs: arrows, Home and End move between them, each selects its panel). */
export function SearchTabs({ current, onSelect }: { current: SearchTab; onSelect: (tab: SearchTab) => void }) {
  const move = (event: KeyboardEvent) => {
    const index = searchTabs.indexOf(current);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: searchTabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = searchTabs[(next + searchTabs.length) % searchTabs.length]!;
    onSelect(tab);
    document.getElementById(tabId(tab))?.focus();
  };
  return (
    <div role="tablist" aria-label={searchCopy.searchTitle} className="flex gap-1 border-b border-line" onKeyDown={move}>
      {searchTabs.map((tab) => (
        <button
          key={tab}
          id={tabId(tab)}
          type="button"
          role="tab"
          aria-selected={tab === current}
          aria-controls={panelId}
          tabIndex={tab === current ? 0 : -1}
          onClick={() => onSelect(tab)}
          className={cx(
            '-mb-px h-11 border-b-2 px-4 text-sm font-medium transition-colors duration-150',
            tab === current ? 'border-brand text-fg' : 'border-transparent text-fg-muted hover:text-fg',
          )}
        >
          {labels[tab]}
        </button>
      ))}
    </div>
  );
}
