import { Select } from '#client/components/ui/input';

/**
 * One filter of a list as a labelled select. With `any`, its first choice is no filter at all
 * (undefined); otherwise one of the options is always chosen.
 */
export function FilterSelect<T extends string>({
  label,
  value,
  any,
  options,
  onChange,
}: {
  label: string;
  value: T | undefined;
  any?: string;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
}) {
  return (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      <Select
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      >
        {any === undefined ? null : <option value="">{any}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </label>
  );
}
