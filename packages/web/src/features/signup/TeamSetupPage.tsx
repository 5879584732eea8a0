import '../../ui/publicAppStyles.css';
import { Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { BusinessInfoStep } from './BusinessInfoStep';
import { InviteMembersStep } from './InviteMembersStep';
import { PersonalInfoForm } from './PersonalInfoForm';
import { SignUpFrame } from './SignUpFrame';
import classes from './SignUp.module.css';
import { useSignUpAccount } from './useSignUpAccount';

const STEPS = [
  { path: 'businessInfo', label: 'Business', title: 'Tell Us About Your Business' },
  { path: 'personalInfo', label: 'Your Profile', title: 'Create Your Profile' },
  { path: 'inviteMembers', label: 'Your Team', title: 'Invite Your Team' },
] as const;

/** /signUp/org/{businessInfo,personalInfo,inviteMembers}: team sign-up steps 1 to 3 (spec 000 §2.10). */
export default function TeamSetupPage() {
  const account = useSignUpAccount();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!account) return <Navigate to="/login" replace />;

  const active = STEPS.findIndex((step) => pathname.toLowerCase().endsWith(`/${step.path.toLowerCase()}`));
  const step = STEPS[active];
  const organisation = account.profile.organisation;
  if (!step || !organisation) return <Navigate to="/dashboard" replace />;

  return (
    <SignUpFrame title={step.title} width={600}>
      <Stack gap="lg">
        <Stepper
          active={active}
          size="sm"
          allowNextStepsSelect={false}
          wrap={false}
          classNames={{ stepBody: classes.stepBody }}
          aria-label="Sign-up steps"
        >
          {STEPS.map((s) => (
            <Stepper.Step key={s.path} label={s.label} />
          ))}
        </Stepper>
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            Step {active + 1} of {STEPS.length}
          </Text>
          <Title order={1} size="h2">
            {step.title}
          </Title>
        </div>
        {active === 0 && <BusinessInfoStep profile={account.profile} organisation={organisation} />}
        {active === 1 && (
          <PersonalInfoForm
            profile={account.profile}
            submitLabel="Next: Invite Your Team"
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
