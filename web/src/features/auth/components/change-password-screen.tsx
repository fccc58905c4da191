import { MESSAGES, ROUTES } from '@careers/domain/constants';
import { useNavigate } from 'react-router-dom';

import { useNotify } from '@/components/notifications/notifications-context';
import { useSession } from '@/lib/session/use-session';

import { useChangePassword } from '../api/change-password';

import { AuthCard } from './auth-card';
import { ChangePasswordForm, type ChangePasswordFormValues } from './change-password-form';

/** /change_password for candidates and admins: on success, the spec's alert and /. */
export function ChangePasswordScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const changePassword = useChangePassword();

  const handleSubmit = async (values: ChangePasswordFormValues) => {
    await changePassword.mutateAsync({
      currentPassword: values.old_password,
      newPassword: values.new_password,
    });
    notify(MESSAGES.passwordChanged);
    await navigate(ROUTES.home.getHref());
  };

  return (
    <AuthCard
      title="Change Password"
      description="Enter your current password, then your new password twice."
    >
      <ChangePasswordForm email={session.user?.email ?? ''} onSubmit={handleSubmit} />
    </AuthCard>
  );
}
