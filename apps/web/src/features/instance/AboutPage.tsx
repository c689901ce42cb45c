import { useQuery } from '@tanstack/react-query';
import { instanceCopy } from '@meshwork/contracts';
import { BrandLink } from '../../ui/BrandLink';
import { Card } from '../../ui/Card';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { instanceQuery } from './instanceQueries';
import { InstanceRules } from './InstanceRules';

/** `/about`: the network's name, description, rules and contact, for visitors and members alike. */
export function AboutPage() {
  const instance = useQuery(instanceQuery);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-surface px-4 py-2 sm:px-6">
        <BrandLink to="/" />
      </header>
      <main className="flex flex-1 justify-center p-4 sm:p-6">
        <Card className="flex w-full max-w-2xl flex-col gap-6 p-6 sm:p-8">
          {instance.isPending && <Skeleton className="h-32 w-full" />}
          {instance.isError && <InlineAlert tone="error">{instanceCopy.aboutLoadFailed}</InlineAlert>}
          {instance.data && (
            <>
              <div>
                <h1 className="text-2xl font-semibold">{instance.data.name}</h1>
                {instance.data.description && <p className="mt-2 text-sm whitespace-pre-line text-fg-muted">{instance.data.description}</p>}
              </div>
              <InstanceRules rules={instance.data.rules} />
              {instance.data.contact && (
                <section aria-labelledby="instance-contact">
                  <h2 id="instance-contact" className="text-base font-semibold">
                    {instanceCopy.contactTitle}
                  </h2>
                  <p className="mt-1 text-sm">{instance.data.contact}</p>
                </section>
              )}
            </>
          )}
        </Card>
      </main>
    </div>
  );
}
