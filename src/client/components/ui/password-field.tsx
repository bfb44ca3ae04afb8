import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField } from './form-field';
import { Input } from './input';

/**
 * A labelled password input with its hint and error. `autoComplete` tells password managers
 * whether to fill in the saved password or offer a new one. Takes react-hook-form's register().
 */
export function PasswordField({
  label,
  error,
  hint,
  ref,
  ...inputProps
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      <Input ref={ref} type="password" {...inputProps} />
    </FormField>
  );
}
