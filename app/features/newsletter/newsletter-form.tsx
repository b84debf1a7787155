import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiRequestError, apiRequest, serverErrorOf } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import { newsletterApi } from "#contracts/api/newsletter.ts";
import { newsletterMessages } from "#contracts/messages.ts";

type NewsletterFormProps = { className?: string };

export function NewsletterForm({ className }: NewsletterFormProps = {}) {
  const [email, setEmail] = useState("");
  const inputId = useId();

  // A plain request, not useForm (decision 0022): the form is in every page's footer, so whatever it
  // imports is in every page's first load, and one address checked by the browser needs no schema or
  // field messages. Same behaviour: one attempt, no retry (SPEC.md section 9).
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);

  const subscribe = async (address: string) => {
    pendingRef.current = true;
    setPending(true);
    try {
      // SPEC.md section 7: this one call carries the anti-forgery token in 'CSRF-Token'.
      const data = await apiRequest(newsletterApi.subscribe, {
        body: { email: address },
        csrfHeader: "CSRF-Token",
      });
      toast({
        title: newsletterMessages.successTitle,
        description: data?.message || newsletterMessages.successFallback,
      });
      setEmail("");
    } catch (error) {
      // The address stays in the field so a typo can be fixed and sent again. SPEC.md section 8: the
      // server's error; 'Failed to subscribe' when it answered without one (a proxy's 502 page, an empty
      // 500); 'Failed to subscribe. Please try again.' when no answer came (a network error's text,
      // "Failed to fetch", means nothing to a visitor).
      toast({
        variant: "destructive",
        title: newsletterMessages.failureTitle,
        description:
          error instanceof ApiRequestError
            ? (serverErrorOf(error.body) ?? newsletterMessages.failureShort)
            : newsletterMessages.failureFallback,
      });
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || pendingRef.current) return;
    void subscribe(address);
  };

  return (
    // The browser's own check of the address (type=email, required): the form has no messages of its own.
    <Form
      noValidate={false}
      onSubmit={onSubmit}
      className={cn("flex w-full flex-col gap-2 sm:flex-row", className)}
    >
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <Input
        id={inputId}
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="sm:flex-1"
      />
      <Button type="submit" disabled={pending} aria-busy={pending}>
        Subscribe
      </Button>
    </Form>
  );
}
