import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { isStaff, moderationCopy, reportEntryCopy, socialCopy, type Person, type Relation } from '@meshwork/contracts';
import { useSession } from '../../api/session';
import { ModerationActionDialog } from '../moderation/ModerationActionDialog';
import { ReportDialog } from '../reports/ReportDialog';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { IconMenu } from '../../ui/IconMenu';
import type { IconMenuItem } from '../../ui/IconMenuPopup';
import { friendshipActions, moreActions, type GraphCall } from './graphActions';
import { useGraphAction } from './useGraphAction';

interface PersonActionsProps {
  person: Person;
  relation: Relation;
  /** Lists that know only the friendship (requests) leave out the menu. */
  withMenu?: boolean;
  /** The menu offers "Report <nickname>" (the member's profile). */
  reportable?: boolean;
  /** More items of the menu, after the graph's (the profile's mute). */
  menuItems?: IconMenuItem[];
}

/** The buttons for one member: the friendship step that fits, and a menu with follow, unfriend and block. */
export function PersonActions({ person, relation, withMenu = true, reportable = false, menuItems = [] }: PersonActionsProps) {
  const action = useGraphAction();
  const [reporting, setReporting] = useState(false);
  const reportItem = { key: 'report', content: reportEntryCopy.reportMember(person.nickname), onSelect: () => setReporting(true) };
  const [moderating, setModerating] = useState(false);
  const role = useSession()?.role;
  // On a profile, staff act on the member too; the server asks `actOn` again.
  const moderatable = reportable && role !== undefined && isStaff(role);
  const moderateItem = { key: 'moderate', content: moderationCopy.moderate, onSelect: () => setModerating(true) };
  const [confirming, setConfirming] = useState<GraphCall | null>(null);
  const run = (call: GraphCall) => (call.confirm ? setConfirming(call) : action.mutate(call));
  return (
    <div className="flex shrink-0 items-center gap-2">
      {friendshipActions(person.user_id, relation).map((call, index) => (
        <Button
          key={call.label}
          variant={index === 0 && !call.quiet ? 'primary' : 'secondary'}
          disabled={action.isPending}
          onClick={() => run(call)}
        >
          {call.label}
        </Button>
      ))}
      {withMenu && (
        <IconMenu
          label={socialCopy.moreActions(person.nickname)}
          icon={<Ellipsis size={20} aria-hidden />}
          align="end"
          items={[
            ...moreActions(person.user_id, relation).map((call) => ({ key: call.label, content: call.label, onSelect: () => run(call) })),
            ...menuItems,
            ...(reportable ? [reportItem] : []),
            ...(moderatable ? [moderateItem] : []),
          ]}
        />
      )}
      {moderatable && (
        <ModerationActionDialog
          target={{ type: 'member', id: person.user_id }}
          title={moderationCopy.actOnMember(person.nickname)}
          open={moderating}
          onOpenChange={setModerating}
        />
      )}
      {reportable && (
        <ReportDialog
          target={{ type: 'member', id: person.user_id }}
          open={reporting}
          onOpenChange={setReporting}
          title={reportEntryCopy.reportMember(person.nickname)}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={socialCopy.blockConfirmTitle}
        description={socialCopy.blockConfirmText(person.nickname)}
        confirmLabel={socialCopy.block}
        confirmVariant="danger"
        onConfirm={() => confirming && action.mutate(confirming)}
      />
    </div>
  );
}
