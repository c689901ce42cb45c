import { useQuery } from '@tanstack/react-query';
import { aboutCopy } from '@meshwork/contracts';
import { BrandLink } from '../../ui/BrandLink';
import { Card } from '../../ui/Card';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { instanceQuery } from './instanceQueries';

// The about page, with the rules the sign-up form shows too, loads through the sign-up page's
// file (router.tsx): a chunk of its own would be one more name in the list of files every first
// load carries (e2e/newsfeed-bundle.spec.ts).

/** The instance's rules, numbered, as the about page and the sign-up form show them. */
export function InstanceRules({ rules }: { rules: string[] }) {
  return (
    <section aria-labelledby="instance-rules">
      <h2 id="instance-rules" className="text-base font-semibold">
        {aboutCopy.rulesTitle}
      </h2>
      {rules.length === 0 ? (
        <p className="mt-1 text-sm text-fg-muted">{aboutCopy.noRules}</p>
      ) : (
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
          {rules.map((rule, index) => (
            <li key={index}>{rule}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

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
          {instance.isError && <InlineAlert tone="error">{aboutCopy.aboutLoadFailed}</InlineAlert>}
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
                    {aboutCopy.contactTitle}
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
