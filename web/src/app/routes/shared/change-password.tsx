import { ChangePasswordScreen } from '@/features/auth/components/change-password-screen';

export function ChangePasswordRoute() {
  return <ChangePasswordScreen />;
}
