import { PasswordField } from '#client/components/ui/password-field';

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
  return (
    <PasswordField
      label="Your password"
      error={error}
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
