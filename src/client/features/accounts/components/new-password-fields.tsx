import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '#client/components/ui/password-field';

type Field = UseFormRegisterReturn & { error: string | undefined };

/** "New password" and "Confirm new password", offered to password managers as a new password. */
export function NewPasswordFields({
  password: { error: passwordError, ...password },
  confirmation: { error: confirmationError, ...confirmation },
  hint,
}: {
  /** register() for each field, with its error message. */
  password: Field;
  confirmation: Field;
  /** Shown under the new password. */
  hint?: string;
}) {
  return (
    <>
      <PasswordField
        label="New password"
        error={passwordError}
        hint={hint}
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
