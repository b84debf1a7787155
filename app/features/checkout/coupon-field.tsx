import { type FormEvent, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { checkoutLimits, checkoutPageMessages } from "#contracts/checkout-text.ts";

type CouponFieldProps = {
  /** The code the cart asks for (applied or refused). */
  code: string | null;
  /** The applied coupon's label, e.g. "10% off"; null while none applies. */
  appliedLabel: string | null;
  /** Why the server refused the code (expired, used up, ...). */
  error: string | null;
  pending?: boolean;
  onApply: (code: string | null) => void;
  /** The rest of the cart, sent along when the form is submitted before the page's JavaScript runs. */
  keep?: Record<string, string | null | undefined>;
};

/** "Have a coupon?": the code goes into the cart and the server prices it (never the browser). */
export function CouponField({ code, appliedLabel, error, pending, onApply, keep = {} }: CouponFieldProps) {
  const [value, setValue] = useState(code ?? "");
  const [localError, setLocalError] = useState<string | null>(null);
  const id = useId();
  const shownError = localError ?? (value.trim().toUpperCase() === (code ?? "") ? error : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = value.trim().toUpperCase();
    if (next.length > checkoutLimits.couponCodeMax) {
      setLocalError(checkoutPageMessages.couponTooLong);
      return;
    }
    setLocalError(null);
    onApply(next || null);
  };

  if (appliedLabel && code) {
    return (
      <div className="mt-4 flex items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm">
        <p role="status" className="text-emerald-900">
          Coupon <strong>{code}</strong> applied: {appliedLabel}
        </p>
        <Button
          variant="link"
          disabled={pending}
          onClick={() => {
            setValue("");
            onApply(null);
          }}
        >
          Remove
        </Button>
      </div>
    );
  }

  return (
    <Form method="get" onSubmit={submit} pending={pending} className="mt-4 grid gap-1.5">
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <label htmlFor={`${id}-coupon`} className="text-sm font-medium text-slate-800">
        Coupon code <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-coupon`}
          name="coupon"
          value={value}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => {
            setValue(event.target.value);
            setLocalError(null);
          }}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-coupon-error` : undefined}
          className="uppercase placeholder:normal-case"
          placeholder="Enter code"
        />
        <Button type="submit" variant="outline" disabled={pending || value.trim() === ""}>
          {pending ? "Applying..." : "Apply"}
        </Button>
      </div>
      {shownError ? (
        <p id={`${id}-coupon-error`} role="alert" className="text-sm font-medium text-red-700">
          {shownError}
        </p>
      ) : null}
    </Form>
  );
}
