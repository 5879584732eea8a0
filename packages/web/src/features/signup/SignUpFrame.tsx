import type { ReactNode } from 'react';
import { AuthScreen } from '../../ui/AuthScreen';

/** The sign-up screens' frame: the sign-in screen's, with a card wide enough for the setup steps. */
export function SignUpFrame({ title, width = 420, children }: { title: string; width?: number; children: ReactNode }) {
  return (
    <AuthScreen title={title} width={width}>
      {children}
    </AuthScreen>
  );
}
