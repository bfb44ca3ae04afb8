import { PasswordField } from '#client/components/ui/password-field';
import { useShownText, useT } from '#client/lib/i18n/i18n';

/** "Your password", asked again before a change that needs it (delete account, two-step sign-in). */
export function CurrentPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const t = useT();
  const shown = useShownText();
  return (
    <PasswordField
      label={t('accounts.currentPassword.label')}
      error={error ? shown(error) : undefined}
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
