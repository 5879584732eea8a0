import '../../ui/publicAppStyles.css';
import { Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n/useT';
import { BusinessInfoStep } from './BusinessInfoStep';
import { InviteMembersStep } from './InviteMembersStep';
import { signupMessages } from './messages';
import { PersonalInfoForm } from './PersonalInfoForm';
import { SignUpFrame } from './SignUpFrame';
import classes from './SignUp.module.css';
import { useSignUpAccount } from './useSignUpAccount';

const STEPS = [
  { path: 'businessInfo', labelKey: 'stepBusiness', titleKey: 'stepBusinessTitle' },
  { path: 'personalInfo', labelKey: 'stepProfile', titleKey: 'stepProfileTitle' },
  { path: 'inviteMembers', labelKey: 'stepTeam', titleKey: 'stepTeamTitle' },
] as const;

/** /signUp/org/{businessInfo,personalInfo,inviteMembers}: team sign-up steps 1 to 3 (spec 000 §2.10). */
export default function TeamSetupPage() {
  const t = useT(signupMessages);
  const account = useSignUpAccount();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!account) return <Navigate to="/login" replace />;

  const active = STEPS.findIndex((step) => pathname.toLowerCase().endsWith(`/${step.path.toLowerCase()}`));
  const step = STEPS[active];
  const organisation = account.profile.organisation;
  if (!step || !organisation) return <Navigate to="/dashboard" replace />;

  return (
    <SignUpFrame title={t(step.titleKey)} width={600}>
      <Stack gap="lg">
        <Stepper
          active={active}
          size="sm"
          allowNextStepsSelect={false}
          wrap={false}
          classNames={{ stepBody: classes.stepBody }}
          aria-label={t('signUpSteps')}
        >
          {STEPS.map((s) => (
            <Stepper.Step key={s.path} label={t(s.labelKey)} />
          ))}
        </Stepper>
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {t('stepOf', { step: active + 1, count: STEPS.length })}
          </Text>
          <Title order={1} size="h2">
            {t(step.titleKey)}
          </Title>
        </div>
        {active === 0 && <BusinessInfoStep profile={account.profile} organisation={organisation} />}
        {active === 1 && (
          <PersonalInfoForm
            profile={account.profile}
            submitLabel={t('nextTeam')}
            submitIcon={<IconArrowRight size={18} aria-hidden />}
            onBack={() => void navigate('/signUp/org/businessInfo')}
            onDone={() => void navigate('/signUp/org/inviteMembers')}
          />
        )}
        {active === 2 && <InviteMembersStep profile={account.profile} organisation={organisation} />}
      </Stack>
    </SignUpFrame>
  );
}
