import { useState } from 'react';
import { administrationCopy, memberRoles, type AdminMember, type MemberRole } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { inputClasses } from '../../ui/Input';
import { Modal } from '../../ui/Modal';
import { useChangeRole } from './adminMembersQueries';

/** "Change role": a select of the three roles and a confirm button. */
export function ChangeRoleDialog({ member }: { member: AdminMember }) {
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<MemberRole>(member.role);
  const change = useChangeRole(() => setOpen(false));
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setRole(member.role);
      }}
      trigger={administrationCopy.changeRole}
      triggerTitle={administrationCopy.changeRoleTitle(member.nickname)}
      triggerClassName="inline-flex h-11 items-center rounded-lg border border-line px-3 text-sm font-medium hover:bg-muted"
      title={administrationCopy.changeRoleTitle(member.nickname)}
      closeLabel="Close"
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ memberId: member.user_id, role });
        }}
      >
        <p className="text-sm text-fg-muted">{administrationCopy.changeRoleDescription}</p>
        <Field label={administrationCopy.roleLabel}>
          {(control) => (
            <select {...control} className={inputClasses} value={role} onChange={(event) => setRole(event.target.value as MemberRole)}>
              {memberRoles.map((option) => (
                <option key={option} value={option}>
                  {administrationCopy.roleName(option)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending} disabled={role === member.role}>
            {administrationCopy.confirmRoleChange}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
