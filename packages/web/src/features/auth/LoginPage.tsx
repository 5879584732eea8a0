import type { SigninData } from '@tilth/domain';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AuthScreen } from '../../ui/AuthScreen';
import { rememberedPath } from './RequireAuth';
import { useSession } from './sessionContext';
import { SignInForm } from './SignInForm';
import { signinMessages } from './signinMessages';
import { useT } from '../../i18n/useT';

export default function LoginPage() {
  const { session, startSession } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT(signinMessages);
  const target = rememberedPath(location.state) ?? '/';

  // Already signed in: nothing to do here (spec 000 §2.2). Just after signing in this is also
  // where the user goes, so both paths agree on the target.
  if (session) return <Navigate to={target} replace />;

  const onSignedIn = (data: SigninData) => {
    startSession({ token: data.sessionToken, userId: data.id });
    void navigate(target, { replace: true });
  };

  return (
    <AuthScreen title={t('title')}>
      <SignInForm onSignedIn={onSignedIn} />
    </AuthScreen>
  );
}
