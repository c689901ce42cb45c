import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { registerSchema } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { AuthCard } from './AuthCard';
import { CheckInbox } from './CheckInbox';
import { applyFieldErrors } from './responses';
import { registerFields, useRegister } from './useRegister';

export function RegisterPage() {
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { fullname: '', username: '', email: '', password: '' },
  });
  const register = useRegister();
  const { errors } = form.formState;

  if (register.isSuccess) return <CheckInbox email={register.variables.email} />;

  return (
    <AuthCard
      title="Create your account"
      description="Join Meshwork: a newsfeed, friends and avatars on a server you trust."
      footer={
        <>
          Already a member? <TextLink to="/auth/login">Log in</TextLink>
        </>
      }
    >
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
        <Button type="submit" loading={register.isPending}>
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
