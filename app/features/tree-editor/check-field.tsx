import { useId } from "react";
import { FieldError } from "#app/components/ui/field.tsx";
import { Label } from "#app/components/ui/label.tsx";

// A checkbox with its label and, when the schema has one, its message: the kit's Field is built for a
// control under its label, a checkbox reads better before it.

type CheckFieldProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  id?: string;
  error?: string;
};

export function CheckField({ label, checked, onChange, id, error }: CheckFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  return (
    <div className="grid content-start gap-1">
      <div className="flex items-start gap-2">
        <input
          id={controlId}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-indigo-600"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Label htmlFor={controlId} className="leading-snug font-normal">
          {label}
        </Label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
