import { instanceCopy } from '@meshwork/contracts';

/** The instance's rules, numbered, as the about page and the sign-up form show them. */
export function InstanceRules({ rules }: { rules: string[] }) {
  return (
    <section aria-labelledby="instance-rules">
      <h2 id="instance-rules" className="text-base font-semibold">
        {instanceCopy.rulesTitle}
      </h2>
      {rules.length === 0 ? (
        <p className="mt-1 text-sm text-fg-muted">{instanceCopy.noRules}</p>
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
