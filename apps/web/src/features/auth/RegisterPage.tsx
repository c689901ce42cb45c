import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { registerSchema, authCopy } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { InstanceRules } from '../instance/AboutPage';
import { instanceQuery } from '../instance/instanceQueries';

/** The about page loads with the sign-up page, which shows its rules (router.tsx). */
export { AboutPage } from '../instance/AboutPage';
import { AuthCard } from './AuthCard';
import { CheckInbox } from './CheckInbox';
import { applyFieldErrors } from './responses';
import { registerFields, useRegister } from './useRegister';

export function RegisterPage() {
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { fullname: '', username: '', email: '', password: '', sign_up_answer: '', invitation_code: '' },
  });
  const register = useRegister();
  const instance = useQuery(instanceQuery).data;
  const mode = instance?.sign_up_mode ?? 'open';
  const { errors } = form.formState;

  if (register.isSuccess)
    return <CheckInbox email={register.variables.email} note={register.data.awaiting_approval ? authCopy.approvalNote : undefined} />;

  return (
    <AuthCard
      title="Create your account"
      description="Join Meshwork: a newsfeed, friends and avatars on a server you trust."
      footer={
        <>
          Already a member? <TextLink to="/auth/login">Log in</TextLink> · <TextLink to="/about">{authCopy.aboutLink}</TextLink>
        </>
      }
    >
      {instance && instance.rules.length > 0 && (
        <div className="mb-6">
          <InstanceRules rules={instance.rules} />
        </div>
      )}
      {mode === 'closed' ? (
        <InlineAlert tone="info">{authCopy.signUpClosed}</InlineAlert>
      ) : (
        <form
          onSubmit={form.handleSubmit((values) =>
            register.mutate(values, { onError: (error) => applyFieldErrors(error, registerFields, form.setError) }),
          )}
          noValidate
          className="flex flex-col gap-5"
        >
          <TextField label="Full name" autoComplete="name" error={errors.fullname?.message} {...form.register('fullname')} />
          <TextField
            label="Username"
            autoComplete="username"
            hint="Letters, digits, dots and underscores; it becomes your profile address."
            error={errors.username?.message}
            {...form.register('username')}
          />
          <TextField label="Email address" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            hint="8 to 20 characters with an uppercase and a lowercase letter, a number and a special character."
            error={errors.password?.message}
            {...form.register('password')}
          />
          {mode === 'approval' && (
            <TextField
              label={instance?.approval_question ?? authCopy.questionLabel}
              hint={authCopy.approvalNote}
              maxLength={1000}
              error={errors.sign_up_answer?.message}
              {...form.register('sign_up_answer')}
            />
          )}
          {mode === 'invitation' && (
            <TextField
              label={authCopy.invitationLabel}
              autoComplete="off"
              hint={authCopy.invitationHint}
              error={errors.invitation_code?.message}
              {...form.register('invitation_code')}
            />
          )}
          <Button type="submit" loading={register.isPending}>
            Create account
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
