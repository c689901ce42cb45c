import { Ban } from 'lucide-react';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';

/** A tab of a member the viewer has blocked: says why it is empty instead of showing nothing. */
export function BlockedTab({ copy: { title, text } }: { copy: { title: string; text: string } }) {
  return (
    <section aria-label={title}>
      <Card>
        <EmptyState icon={Ban} title={title}>
          {text}
        </EmptyState>
      </Card>
    </section>
  );
}
