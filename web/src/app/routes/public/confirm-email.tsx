import { ConfirmEmailScreen } from '@/features/auth/components/confirm-email-screen';

export function ConfirmEmailRoute() {
  return <ConfirmEmailScreen />;
}
