import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { memberSignupFormSchema, signupMode, teamSignupFormSchema, type Invitation } from '@tilth/domain';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { domainText } from '../../i18n/domainText';
import { T } from '../../i18n/T';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import { isDuplicateEmail, isDuplicateUserId } from '../../ui/serverFieldErrors';
import { useSession } from '../auth/sessionContext';
import { invitedKind, invitedTo } from './invitationText';
import { signupMessages } from './messages';
import { signUp } from './signupApi';

interface SignUpValues {
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
}

export const TEAM_FIRST_STEP = '/signUp/org/businessInfo';
export const MEMBER_FIRST_STEP = '/signUp/member/personalInfo';

/**
 * Sign-up by invitation (spec 000 §2.10): 'Sign Up' with a username for a team (the account is
 * still INVITED), 'Welcome' without one for a member. Signed in automatically afterwards.
 */
export function InvitationSignUpForm({ invitation, invitationKey }: { invitation: Invitation; invitationKey: string }) {
  const t = useT(signupMessages);
  const team = signupMode(invitation.organisation.status) === 'team';
  const { startSession } = useSession();
  const navigate = useNavigate();
  const form = useForm<SignUpValues>({
    mode: 'onTouched',
    // Members have no username (the e-mail stands in): their schema has no such field.
    resolver: (team ? zodResolver(teamSignupFormSchema) : zodResolver(memberSignupFormSchema)) as unknown as Resolver<SignUpValues>,
    defaultValues: { email: invitation.email, username: invitation.username ?? '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  // The schema's checks are the domain's sentences; the server's (type 'server') come worded already.
  const errorOf = (error: { type?: string; message?: string } | undefined) =>
    error?.message && error.type !== 'server' ? domainText(error.message) : error?.message;

  const signup = useMutation({
    mutationFn: (values: SignUpValues) => {
      const username = team ? values.username : values.email;
      return signUp(username, {
        email: values.email,
        password: values.password,
        ...(team && { username, confirmPassword: values.confirmPassword }),
        autologin: true,
        org: invitation.organisation.objectId,
        invitationId: invitation.objectId,
        key: invitationKey,
      });
    },
    onSuccess: ({ id, sessionToken }) => {
      if (!sessionToken) return;
      startSession({ token: sessionToken, userId: id });
      void navigate(team ? TEAM_FIRST_STEP : MEMBER_FIRST_STEP, { replace: true });
    },
    onError: (error) => {
      // Spec 000 §5: the duplicate messages mark their field instead of an alert.
      if (team && isDuplicateUserId(error)) form.setError('username', { type: 'server', message: errorText(error) }, { shouldFocus: true });
      else if (isDuplicateEmail(error)) form.setError('email', { type: 'server', message: errorText(error) });
    },
  });
  const duplicate = isDuplicateUserId(signup.error) || isDuplicateEmail(signup.error);

  // The e-mail can't be edited, so its duplicate mark clears on the next edit of any field.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && name !== 'email' && form.getFieldState('email').error?.type === 'server') form.clearErrors('email');
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => signup.mutate(values))}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {team ? t('signUp') : t('welcome')}
          </Title>
          <Text c="dimmed" mt={4}>
            <T
              catalog={signupMessages}
              k="invitedTo"
              values={{ place: invitedTo(invitation), kind: invitedKind(invitation.role) }}
              components={{ 0: <b /> }}
            />
          </Text>
        </div>
        {signup.isError && !duplicate && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(signup.error)}
          </Alert>
        )}
        <TextInput
          label={t('email')}
          readOnly
          variant="filled"
          description={t('invitationAddress')}
          error={errorOf(errors.email)}
          {...form.register('email')}
        />
        {team && (
          <TextInput
            label={t('username')}
            withAsterisk
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            error={errorOf(errors.username)}
            {...form.register('username')}
          />
        )}
        <PasswordInput
          label={t('password')}
          withAsterisk
          autoComplete="new-password"
          error={errorOf(errors.password)}
          {...form.register('password', { deps: ['confirmPassword'] })}
        />
        <PasswordInput
          label={t('confirmPassword')}
          withAsterisk
          autoComplete="new-password"
          error={errorOf(errors.confirmPassword)}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={signup.isPending}>
          {t('createAccount')}
        </Button>
        <Text ta="center" size="sm">
          <Anchor component={Link} to="/login">
            {t('haveAccount')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
