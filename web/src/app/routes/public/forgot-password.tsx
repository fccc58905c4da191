import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';

export function ForgotPasswordRoute() {
  return <ForgotPasswordScreen />;
}
