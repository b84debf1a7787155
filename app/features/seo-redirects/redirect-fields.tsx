import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import type { useForm } from "#app/lib/use-form.ts";
import {
  type RedirectCreateInput,
  redirectLimits,
  redirectMatches,
  redirectMatchLabels,
  redirectStatuses,
  redirectStatusLabels,
} from "#contracts/seo-redirects.ts";

export const redirectFields = ["from", "match", "status", "target"] as const;
type RedirectField = (typeof redirectFields)[number];
type Bound = ReturnType<ReturnType<typeof useForm>["bind"]>;

/** A 410 has no destination: whatever the (then disabled) field still holds is not sent. */
export function redirectInput(values: Record<RedirectField, string>): RedirectCreateInput {
  return {
    from: values.from,
    match: values.match as RedirectCreateInput["match"],
    status: values.status as RedirectCreateInput["status"],
    target: values.status === "410" ? "" : values.target,
  };
}

type RedirectFieldsProps = {
  form: {
    values: Record<RedirectField, string>;
    errors: Partial<Record<RedirectField, string | undefined>>;
    bind: (name: RedirectField) => Bound;
  };
};

/** The old path, what it covers, the answer and the destination: adding a redirect and editing one. */
export function RedirectFields({ form }: RedirectFieldsProps) {
  const { errors } = form;
  const gone = form.values.status === "410";
  return (
    <>
      <Field label="Old path" error={errors.from} hint="A path of this site, for example /courses/old-name.">
        <Input {...form.bind("from")} autoComplete="off" spellCheck={false} maxLength={redirectLimits.path} />
      </Field>
      <Field label="Covers" error={errors.match}>
        <Select {...form.bind("match")}>
          {redirectMatches.map((match) => (
            <option key={match} value={match}>
              {redirectMatchLabels[match]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Answer" error={errors.status}>
        <Select {...form.bind("status")}>
          {redirectStatuses.map((status) => (
            <option key={status} value={status}>
              {redirectStatusLabels[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Goes to"
        error={errors.target}
        hint={
          gone
            ? "Nothing: a 410 tells search engines the page is gone for good."
            : "A path of this site or an https:// address."
        }
      >
        <Input
          {...form.bind("target")}
          autoComplete="off"
          spellCheck={false}
          maxLength={redirectLimits.target}
          disabled={gone}
        />
      </Field>
    </>
  );
}
