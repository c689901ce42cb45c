import { infiniteQueryOptions } from '@tanstack/react-query';
import type { DomainPolicyForm } from '@meshwork/contracts';
import { api, envelopeOf, outputOf } from '../../api/client';
import { useListDecision } from './instanceAdminQueries';

const domainPoliciesKey = ['admin-domain-policies'] as const;

/** The servers limited or suspended, by name, a page at a time. */
export const domainPoliciesQuery = infiniteQueryOptions({
  queryKey: domainPoliciesKey,
  queryFn: ({ pageParam, signal }) =>
    outputOf(api.GET('/admin/federation/domains', { params: { query: { cursor: pageParam || undefined } }, signal })),
  initialPageParam: '',
  getNextPageParam: (page) => page.next_cursor ?? undefined,
});

/** Sets the policy of a server, new or changed. */
export const useSaveDomainPolicy = () =>
  useListDecision(domainPoliciesKey, ({ host, policy }: { host: string; policy: DomainPolicyForm }) =>
    envelopeOf(api.PUT('/admin/federation/domains/{host}', { params: { path: { host } }, body: policy })),
  );

/** Lifts the policy of a server. */
export const useLiftDomainPolicy = () =>
  useListDecision(domainPoliciesKey, (host: string) =>
    envelopeOf(api.DELETE('/admin/federation/domains/{host}', { params: { path: { host } } })),
  );
