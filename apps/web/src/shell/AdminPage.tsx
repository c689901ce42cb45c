import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router';
import { AdminMembersPage } from '../features/administration/AdminMembersPage';
import { CreatorRequestsPage } from '../features/administration/CreatorRequestsPage';
import { DomainPoliciesPage } from '../features/administration/DomainPoliciesPage';
import { InstanceSettingsPage } from '../features/administration/InstanceSettingsPage';
import { InvitationsPage } from '../features/administration/InvitationsPage';
import { SignUpsPage } from '../features/administration/SignUpsPage';
import { AuditLogPage } from '../features/moderation/AuditLogPage';

/** The administrators' pages by the last part of their address (`/admin/<page>`). */
const adminPages: Record<string, ComponentType> = {
  members: AdminMembersPage,
  action_logs: AuditLogPage,
  settings: InstanceSettingsPage,
  'sign-ups': SignUpsPage,
  'creator-requests': CreatorRequestsPage,
  invitations: InvitationsPage,
  federation: DomainPoliciesPage,
};

/**
 * `/admin/:page`: one route in the entry's route table for every administrators' page, picked here
 * in the lazy staff area, so a new page costs the first load of every member nothing.
 */
export function AdminPage() {
  const Page = adminPages[useParams().page ?? ''];
  return Page ? <Page /> : <Navigate to="/404" replace />;
}
