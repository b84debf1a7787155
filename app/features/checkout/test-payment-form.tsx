import { CreditCard, ShieldCheck } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import { apiFieldIssues, fieldErrorsFrom } from "#app/lib/form-errors.ts";
import { useSubmission } from "#app/lib/use-submission.ts";
import type { TestPaymentInput, TestPaymentResult } from "#contracts/checkout.ts";
import { testCards } from "#contracts/test-payments-text.ts";
import {
  type CardErrors,
  type CardField,
  type CardValues,
  cardFieldOrder,
  formatCardNumber,
  formatExpiry,
  validateCard,
} from "./card-validation.ts";
import { payTestSession } from "./checkout-api.ts";
import { useHydrated } from "./use-hydrated.ts";

type TestPaymentFormProps = {
  sessionId: string;
  /** "$1,799" */
  amountLabel: string;
  /** Where the browser goes after a successful payment; tests record it instead. */
  redirect?: (url: string) => void;
};

const emptyValues: CardValues = { cardNumber: "", expiry: "", cvc: "", name: "" };

const testCardList = [
  { number: testCards.success, outcome: "Payment succeeds" },
  { number: testCards.declined, outcome: "Card is declined" },
  { number: testCards.requiresAuthentication, outcome: "Asks for authentication" },
] as const;

/** The cards this test provider understands, each one click away from the card number field. */
export function TestCardList({ onUse }: { onUse: (number: string) => void }) {
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm">
      <p className="font-semibold text-slate-900">Test card numbers</p>
      <p className="mt-1 text-slate-700">Any future expiry date, any 3-digit CVC and any name.</p>
      <ul className="mt-3 grid gap-2">
        {testCardList.map((card) => (
          <li key={card.number} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span>
              <span className="font-mono font-semibold text-slate-900">{card.number}</span>
              <span className="block text-slate-700 sm:inline sm:before:content-['_·_']">{card.outcome}</span>
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onUse(card.number)}
              aria-label={`Use test card ${card.number}: ${card.outcome.toLowerCase()}`}
            >
              Use
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The hosted test checkout's card form: validated here with the server's messages, charged by nobody. */
export function TestPaymentForm({ sessionId, amountLabel, redirect }: TestPaymentFormProps) {
  const [values, setValues] = useState<CardValues>(emptyValues);
  const [errors, setErrors] = useState<CardErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const authHeading = useRef<HTMLHeadingElement>(null);
  const idPrefix = useId();
  const go = redirect ?? ((url: string) => window.location.assign(url));

  const submission = useSubmission<TestPaymentInput, TestPaymentResult>({
    mutationFn: (input) => payTestSession(sessionId, input),
    onSuccess: (result) => {
      if (result.status === "succeeded") {
        go(result.redirectUrl);
        return;
      }
      setAuthenticating(true);
    },
    onError: (error) => {
      setAuthenticating(false);
      const known: CardErrors = fieldErrorsFrom(apiFieldIssues(error), cardFieldOrder);
      setErrors(known);
      const first = cardFieldOrder.find((field) => known[field]);
      // A decline is about the card as a whole: above the form, with every field kept as typed.
      setFormError(first ? null : error.message);
      if (first) inputs.current[first]?.focus();
    },
  });
  // Until the page's JavaScript runs, the fields are read-only and Pay is off: typing into the
  // server-rendered form would be wiped when React takes it over.
  const hydrated = useHydrated();
  // The authentication step replaces the Pay button: focus moves to its heading so it is announced.
  useEffect(() => {
    if (authenticating) authHeading.current?.focus();
  }, [authenticating]);
  const busy = submission.isPending || (submission.isSuccess && !authenticating);

  const payload = (authentication?: "approve" | "fail"): TestPaymentInput => ({
    cardNumber: values.cardNumber,
    expiry: values.expiry,
    cvc: values.cvc,
    name: values.name,
    ...(authentication ? { authentication } : {}),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const nextErrors = validateCard(values);
    setErrors(nextErrors);
    setFormError(null);
    const first = cardFieldOrder.find((field) => nextErrors[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    submission.mutate(payload());
  };

  const setValue = (name: CardField, next: string) => {
    setValues((current) => ({ ...current, [name]: next }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const field = (
    name: CardField,
    label: string,
    props: { autoComplete: string; inputMode?: "numeric" | "text"; placeholder?: string; maxLength?: number },
    format?: (value: string, previous: string) => string,
  ) => (
    <Field name={name} label={label} error={errors[name]}>
      <Input
        ref={(element) => {
          inputs.current[name] = element;
        }}
        name={name}
        type="text"
        required
        spellCheck={false}
        disabled={authenticating}
        readOnly={!hydrated}
        {...props}
        value={values[name]}
        onChange={(event) =>
          setValue(name, format ? format(event.target.value, values[name]) : event.target.value)
        }
      />
    </Field>
  );

  return (
    <div className="grid gap-5">
      <TestCardList
        onUse={(number) => {
          setValue("cardNumber", number);
          setFormError(null);
          inputs.current.cardNumber?.focus();
        }}
      />
      <Form onSubmit={onSubmit} pending={busy} className="grid gap-4">
        <FormAlert>{formError}</FormAlert>
        {field(
          "cardNumber",
          "Card number",
          {
            autoComplete: "cc-number",
            inputMode: "numeric",
            placeholder: "1234 1234 1234 1234",
            maxLength: 23,
          },
          (value) => formatCardNumber(value),
        )}
        <div className="grid grid-cols-2 gap-4">
          {field(
            "expiry",
            "Expiry (MM/YY)",
            { autoComplete: "cc-exp", inputMode: "numeric", placeholder: "MM/YY", maxLength: 5 },
            formatExpiry,
          )}
          {field("cvc", "CVC", {
            autoComplete: "cc-csc",
            inputMode: "numeric",
            placeholder: "123",
            maxLength: 4,
          })}
        </div>
        {field("name", "Name on card", { autoComplete: "cc-name" })}
        {authenticating ? (
          <section
            aria-labelledby={`${idPrefix}-auth`}
            className="rounded-xl border border-indigo-200 bg-indigo-50 p-4"
          >
            <h2
              id={`${idPrefix}-auth`}
              ref={authHeading}
              tabIndex={-1}
              className="flex items-center gap-2 font-semibold text-slate-900 focus:outline-none"
            >
              <ShieldCheck aria-hidden="true" className="size-5 text-indigo-700" />
              Confirm this payment
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              Your bank asks you to approve the payment of {amountLabel}. In test mode, choose what the bank
              answers.
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Button disabled={submission.isPending} onClick={() => submission.mutate(payload("approve"))}>
                {submission.isPending ? <PendingLabel>Confirming...</PendingLabel> : "Approve"}
              </Button>
              <Button
                variant="outline"
                disabled={submission.isPending}
                onClick={() => submission.mutate(payload("fail"))}
              >
                Fail
              </Button>
            </div>
          </section>
        ) : (
          <Button
            type="submit"
            size="lg"
            className="h-auto min-h-12 w-full whitespace-normal py-3 text-base"
            disabled={busy || !hydrated}
          >
            {busy ? (
              <PendingLabel>Processing payment...</PendingLabel>
            ) : (
              <>
                <CreditCard aria-hidden="true" />
                Pay {amountLabel}
              </>
            )}
          </Button>
        )}
      </Form>
    </div>
  );
}
