import { RegisterScreen } from '@/features/auth/components/register-screen';

export function RegisterRoute() {
  return <RegisterScreen />;
}
