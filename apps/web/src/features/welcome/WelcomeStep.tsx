import { CircleCheck, Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import { welcomeCopy } from '@meshwork/contracts';

interface WelcomeStepProps {
  done: boolean;
  title: string;
  text: string;
  /** What takes the step; a done step leaves it out. */
  children: ReactNode;
}

/** One first step: whether it is done, what it is, and how to take it. */
export function WelcomeStep({ done, title, text, children }: WelcomeStepProps) {
  return (
    <li className="flex gap-3 py-3">
      {done ? (
        <CircleCheck size={24} aria-hidden className="mt-0.5 shrink-0 text-green-700 dark:text-green-400" />
      ) : (
        <Circle size={24} aria-hidden className="mt-0.5 shrink-0 text-fg-muted" />
      )}
      <div className="min-w-0 flex-1">
        <h3 className="font-medium">
          {title}
          <span className="sr-only">: {done ? welcomeCopy.done : welcomeCopy.toDo}</span>
        </h3>
        {done ? null : (
          <>
            <p className="text-sm text-fg-muted">{text}</p>
            <div className="mt-2">{children}</div>
          </>
        )}
      </div>
    </li>
  );
}
