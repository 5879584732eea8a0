import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { memberSignupFormSchema, signupMode, teamSignupFormSchema, type Invitation } from '@tilth/domain';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../ui/apiMessages';
import { isDuplicateEmail, isDuplicateUserId } from '../../ui/serverFieldErrors';
import { useSession } from '../auth/sessionContext';
import { invitedAs, invitedTo } from './invitationText';
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
            {team ? 'Sign Up' : 'Welcome'}
          </Title>
          <Text c="dimmed" mt={4}>
            You have been invited to join <b>{invitedTo(invitation)}</b> as {invitedAs(invitation.role)}.
          </Text>
        </div>
        {signup.isError && !duplicate && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(signup.error)}
          </Alert>
        )}
        <TextInput
          label="Email"
          readOnly
          variant="filled"
          description="The address the invitation was sent to"
          error={errors.email?.message}
          {...form.register('email')}
        />
        {team && (
          <TextInput
            label="Username"
            withAsterisk
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.username?.message}
            {...form.register('username')}
          />
        )}
        <PasswordInput
          label="Password"
          withAsterisk
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password', { deps: ['confirmPassword'] })}
        />
        <PasswordInput
          label="Confirm Password"
          withAsterisk
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={signup.isPending}>
          Create Your Account
        </Button>
        <Text ta="center" size="sm">
          <Anchor component={Link} to="/login">
            Already have an account? Log in.
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
