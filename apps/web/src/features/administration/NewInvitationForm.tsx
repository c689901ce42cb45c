import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { instanceCopy as copy, invitationNoteMaxLength, type CreatedInvitation, type NewInvitation } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { inputClasses } from '../../ui/Input';
import { TextField } from '../../ui/TextField';
import { expiryChoices, invitationFormDefaults, invitationFormSchema, type InvitationFormInput } from './invitationForm';
import { useCreateInvitation } from './invitationQueries';

/** Makes an invitation: how many sign-ups it allows, when it expires, and a note; the new code goes to `onCreated`. */
export function NewInvitationForm({ onCreated }: { onCreated: (invitation: CreatedInvitation) => void }) {
  const form = useForm<InvitationFormInput, unknown, NewInvitation>({
    resolver: zodResolver(invitationFormSchema),
    defaultValues: invitationFormDefaults,
  });
  const create = useCreateInvitation();
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={copy.newInvitationTitle}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((invitation) =>
        create.mutate(invitation, {
          onSuccess: (created) => {
            form.reset(invitationFormDefaults);
            onCreated(created);
          },
        }),
      )}
    >
      <h2 className="text-base font-semibold">{copy.newInvitationTitle}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={copy.maxUsesLabel}
          type="number"
          min={1}
          inputMode="numeric"
          error={errors.max_uses?.message}
          {...form.register('max_uses', { valueAsNumber: true })}
        />
        <Field label={copy.expiryLabel} error={errors.expiry?.message}>
          {(control) => (
            <select {...control} className={inputClasses} {...form.register('expiry')}>
              {expiryChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {copy.expiryChoices[choice]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <TextField
        label={copy.noteLabel}
        hint={copy.noteHint}
        maxLength={invitationNoteMaxLength}
        error={errors.note?.message}
        {...form.register('note')}
      />
      <div>
        <Button type="submit" loading={create.isPending}>
          {copy.createInvitation}
        </Button>
      </div>
    </form>
  );
}
