import { useInfiniteQuery } from '@tanstack/react-query';
import { Globe } from 'lucide-react';
import { domainPolicyCopy as copy } from '@meshwork/contracts';
import { Card } from '../../ui/Card';
import { DomainPolicyForm } from './DomainPolicyForm';
import { DomainPolicyRow } from './DomainPolicyRow';
import { domainPoliciesQuery } from './domainPolicyQueries';
import { PagedAdminList } from './PagedAdminList';

/** `/admin/federation`: limit or suspend other servers of the social web, and lift a policy. */
export function DomainPoliciesPage() {
  const policies = useInfiniteQuery(domainPoliciesQuery);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold">{copy.title}</h1>
        <p className="text-sm text-fg-muted">{copy.intro}</p>
      </div>
      <Card className="p-4 sm:p-6">
        <DomainPolicyForm />
      </Card>
      <PagedAdminList
        query={policies}
        label={copy.title}
        loadFailed={copy.loadFailed}
        empty={{ icon: Globe, title: copy.empty, hint: copy.emptyHint }}
        keyOf={(policy) => policy.host}
      >
        {(policy) => <DomainPolicyRow policy={policy} />}
      </PagedAdminList>
    </div>
  );
}
