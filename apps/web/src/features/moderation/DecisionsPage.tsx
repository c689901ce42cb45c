import { moderationCopy as copy } from '@meshwork/contracts';
import { DecisionList } from './DecisionList';

/** `/decisions`: what moderators decided about the member, and their appeals. */
export function DecisionsPage() {
  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-semibold">{copy.decisionsTitle}</h1>
        <p className="mt-1 text-sm text-fg-muted">{copy.decisionsIntro}</p>
      </header>
      <DecisionList />
    </div>
  );
}
