import { useId } from "react";
import { Label } from "./label.tsx";
import { Select } from "./select.tsx";

export type FilterOption<T extends string> = { value: T; label: string };

type FilterSelectProps<T extends string> = {
  label: string;
  /** The first option, value "": no filter ("All statuses"). */
  allLabel: string;
  value: T | "";
  options: readonly FilterOption<T>[];
  onChange: (value: T | "") => void;
  /** The select's id when the page needs it (a heading named after it); otherwise one is made. */
  id?: string;
};

/** One filter of an admin list: a labelled native Select whose first option clears the filter. */
export function FilterSelect<T extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
  id,
}: FilterSelectProps<T>) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={selectId}>{label}</Label>
      <Select
        id={selectId}
        value={value}
        // Only the options' values (or "") can be chosen, so the cast holds.
        onChange={(event) => onChange(event.target.value as T | "")}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Options for a fixed list of values with their labels (statuses, kinds, roles). */
export function labelledOptions<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): FilterOption<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
