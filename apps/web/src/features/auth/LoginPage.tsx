import { useNavigate } from 'react-router';
import { TextLink } from '../../ui/TextLink';
import { AuthCard } from './AuthCard';
import { homePath } from './guards';
import { LoginForm } from './LoginForm';
import { landingPathFor } from './useLogin';

export function LoginPage() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Welcome back"
      description="Log in with your email address or username."
      footer={
        <>
          New to Meshwork? <TextLink to="/auth/register">Create an account</TextLink>
        </>
      }
    >
      <LoginForm onLoggedIn={(session) => void navigate(landingPathFor(session, homePath), { replace: true })} />
    </AuthCard>
  );
}
