import type { UseFormRegisterReturn } from 'react-hook-form';
import { accountMessages } from '#shared/account-messages';
import { PasswordField } from '#client/components/ui/password-field';

type Field = UseFormRegisterReturn & { error: string | undefined };

/**
 * "New password" and "Confirm new password", offered to password managers as a new password,
 * with the shortest length the server accepts under the first.
 */
export function NewPasswordFields({
  password: { error: passwordError, ...password },
  confirmation: { error: confirmationError, ...confirmation },
}: {
  /** register() for each field, with its error message. */
  password: Field;
  confirmation: Field;
}) {
  return (
    <>
      <PasswordField
        label="New password"
        error={passwordError}
        hint={accountMessages.passwordHint}
        autoComplete="new-password"
        {...password}
      />
      <PasswordField
        label="Confirm new password"
        error={confirmationError}
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}
