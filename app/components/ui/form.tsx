import type { ComponentProps, FormEvent } from "react";
import { useEarlyInput } from "#app/lib/early-input.ts";

type FormProps = Omit<ComponentProps<"form">, "method" | "onSubmit"> & {
  /** "get" only for a form whose fields belong in the URL without scripts (the checkout's coupon code). */
  method?: "post" | "get";
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** Sets aria-busy while the form is sent. */
  pending?: boolean;
};

/**
 * Every form that sends data: `method="post"` so that, before or without scripts, the browser never puts
 * a field in a URL; what was typed before hydration kept, and an early submit sent again (decision 0021);
 * the kit's messages instead of the browser's (noValidate; `required` still informs assistive technology).
 */
export function Form({ method = "post", pending, onSubmit, children, ...props }: FormProps) {
  const earlyInput = useEarlyInput();
  return (
    <form
      {...earlyInput}
      method={method}
      noValidate
      aria-busy={pending}
      onSubmit={(event) => void onSubmit(event)}
      {...props}
    >
      {children}
    </form>
  );
}
