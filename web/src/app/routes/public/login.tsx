import { LoginScreen } from '@/features/auth/components/login-screen';

export function LoginRoute() {
  return <LoginScreen />;
}
