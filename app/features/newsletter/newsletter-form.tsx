import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { newsletterMessages } from "../../../contracts/messages.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { ApiRequestError, apiRequest } from "../../lib/api-client.ts";
import { cn } from "../../lib/cn.ts";

type NewsletterFormProps = { className?: string };

export function NewsletterForm({ className }: NewsletterFormProps = {}) {
  const [email, setEmail] = useState("");
  const inputId = useId();

  const mutation = useMutation({
    // SPEC.md section 7: this one call carries the anti-forgery token in 'CSRF-Token'.
    mutationFn: (address: string) =>
      apiRequest<{ message?: string }>("/api/newsletter/subscribe", {
        method: "POST",
        body: { email: address },
        csrfHeader: "CSRF-Token",
      }),
    onSuccess: (data) => {
      toast({
        title: newsletterMessages.successTitle,
        description: data?.message || newsletterMessages.successFallback,
      });
      setEmail("");
    },
    onError: (error) => {
      // The address stays in the field so a typo can be fixed and sent again. Only the server's own
      // message is shown; a network error's text ("Failed to fetch") means nothing to a visitor.
      toast({
        variant: "destructive",
        title: newsletterMessages.failureTitle,
        description:
          error instanceof ApiRequestError && error.message
            ? error.message
            : newsletterMessages.failureFallback,
      });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || mutation.isPending) return;
    mutation.mutate(address);
  };

  return (
    <form onSubmit={onSubmit} className={cn("flex w-full flex-col gap-2 sm:flex-row", className)}>
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
      <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        Subscribe
      </Button>
    </form>
  );
}
