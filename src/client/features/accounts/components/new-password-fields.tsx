import type { UseFormRegisterReturn } from 'react-hook-form';
import { accountMessages } from '#shared/account-messages';
import { PasswordField } from '#client/components/ui/password-field';
import { useShownText, useT } from '#client/lib/i18n/i18n';

type Field = UseFormRegisterReturn & { error: string | undefined };

/**
 * A new password and its confirmation, offered to password managers as a new password, with the
 * shortest length the server accepts under the first. Labelled "New password" and "Confirm new
 * password" unless the form names them otherwise (the sign-up forms: "Password *").
 */
export function NewPasswordFields({
  password: { error: passwordError, ...password },
  confirmation: { error: confirmationError, ...confirmation },
  labels,
}: {
  /** register() for each field, with its error message. */
  password: Field;
  confirmation: Field;
  labels?: { password: string; confirmation: string };
}) {
  const t = useT();
  const shown = useShownText();
  return (
    <>
      <PasswordField
        label={labels?.password ?? t('accounts.newPassword.label')}
        error={passwordError ? shown(passwordError) : undefined}
        hint={shown(accountMessages.passwordHint)}
        autoComplete="new-password"
        {...password}
      />
      <PasswordField
        label={labels?.confirmation ?? t('accounts.newPassword.confirmation')}
        error={confirmationError ? shown(confirmationError) : undefined}
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}
