import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { signinBodySchema, type SigninBody, type SigninData } from '@tilth/domain';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { isApiError } from '../../api/errors';
import { signIn } from './authApi';

/** Sign-in card of spec 000 §2.2; the caller decides what happens once signed in. */
export function SignInForm({ onSignedIn }: { onSignedIn: (data: SigninData) => void }) {
  const form = useForm<SigninBody>({
    mode: 'onChange',
    resolver: zodResolver(signinBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isValid } = form.formState;

  const signin = useMutation({ mutationFn: signIn, onSuccess: onSignedIn });
  const failure = signin.error && !(isApiError(signin.error) && signin.error.isCancelled) ? signin.error : null;

  return (
    <form noValidate onSubmit={form.handleSubmit((body) => signin.mutate(body))}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Sign In
          </Title>
          <Text c="dimmed" mt={4}>
            Log in to your account to continue.
          </Text>
        </div>

        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure.message}
          </Alert>
        )}

        <TextInput
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          error={errors.password?.message}
          {...form.register('password')}
        />

        <Button type="submit" fullWidth disabled={!isValid || signin.isPending}>
          {signin.isPending ? 'Logging In...' : 'Login'}
        </Button>

        <Text ta="center" size="sm">
          <Anchor component={Link} to="/signup">
            Don't have an account? Sign up!
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
