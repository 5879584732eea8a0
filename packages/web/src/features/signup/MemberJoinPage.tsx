import '../../ui/publicAppStyles.css';
import { Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Navigate, useNavigate } from 'react-router';
import { useT } from '../../i18n/useT';
import { signupMessages } from './messages';
import { PersonalInfoForm } from './PersonalInfoForm';
import { SignUpFrame } from './SignUpFrame';
import { useSignUpAccount } from './useSignUpAccount';

/** /signUp/member/personalInfo: the member join page (spec 000 §2.10); Finish goes to /dashboard. */
export default function MemberJoinPage() {
  const t = useT(signupMessages);
  const account = useSignUpAccount();
  const navigate = useNavigate();
  if (!account) return <Navigate to="/login" replace />;
  const team = account.profile.organisation?.name;

  return (
    <SignUpFrame title={t('completeProfile')} width={480}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {team ? t('welcomeTo', { team }) : t('welcome')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('memberLead')}
          </Text>
        </div>
        <PersonalInfoForm
          profile={account.profile}
          submitLabel={t('finish')}
          submitIcon={<IconCheck size={18} aria-hidden />}
          onDone={() => void navigate('/dashboard', { replace: true })}
        />
      </Stack>
    </SignUpFrame>
  );
}
