import type { UseFormRegisterReturn } from 'react-hook-form';
import { accountMessages } from '#shared/account-messages';
import { PasswordField } from '#client/components/ui/password-field';

type Field = UseFormRegisterReturn & { error: string | undefined };

/**
 * A new password and its confirmation, offered to password managers as a new password, with the
 * shortest length the server accepts under the first. Labelled "New password" and "Confirm new
 * password" unless the form names them otherwise (the sign-up forms: "Password *").
 */
export function NewPasswordFields({
  password: { error: passwordError, ...password },
  confirmation: { error: confirmationError, ...confirmation },
  labels = { password: 'New password', confirmation: 'Confirm new password' },
}: {
  /** register() for each field, with its error message. */
  password: Field;
  confirmation: Field;
  labels?: { password: string; confirmation: string };
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        error={passwordError}
        hint={accountMessages.passwordHint}
        autoComplete="new-password"
        {...password}
      />
      <PasswordField
        label={labels.confirmation}
        error={confirmationError}
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}
