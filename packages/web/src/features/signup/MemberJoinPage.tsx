import '../../ui/publicAppStyles.css';
import { Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Navigate, useNavigate } from 'react-router';
import { PersonalInfoForm } from './PersonalInfoForm';
import { SignUpFrame } from './SignUpFrame';
import { useSignUpAccount } from './useSignUpAccount';

/** /signUp/member/personalInfo: the member join page (spec 000 §2.10); Finish goes to /dashboard. */
export default function MemberJoinPage() {
  const account = useSignUpAccount();
  const navigate = useNavigate();
  if (!account) return <Navigate to="/login" replace />;
  const team = account.profile.organisation?.name;

  return (
    <SignUpFrame title="Complete Your Profile" width={480}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {team ? `Welcome to ${team}` : 'Welcome'}
          </Title>
          <Text c="dimmed" mt={4}>
            Add your name and a picture so your team knows who you are.
          </Text>
        </div>
        <PersonalInfoForm
          profile={account.profile}
          submitLabel="Finish"
          submitIcon={<IconCheck size={18} aria-hidden />}
          onDone={() => void navigate('/dashboard', { replace: true })}
        />
      </Stack>
    </SignUpFrame>
  );
}
