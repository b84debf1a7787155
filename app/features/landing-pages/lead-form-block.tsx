import { PhoneCall } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { NewsletterForm } from "#app/features/newsletter/newsletter-form.tsx";
import type { LeadFormKind } from "#contracts/page-builder-text.ts";
import { BlockSection } from "./block-section.tsx";
import type { BlockComponentProps } from "./block-types.ts";

// The contact form brings zod: loaded apart from the page, as on /contact, and still rendered completely on
// the server. The callback form is the bottom bar's dialog, loaded when first opened.
const ContactPageForm = lazy(() => import("#app/features/contact/contact-page-form.tsx"));
const CallbackDialog = lazy(() =>
  import("#app/features/callback/callback-dialog.tsx").then((m) => ({ default: m.CallbackDialog })),
);

function ContactForm() {
  return (
    <Suspense fallback={<p className="mt-4 text-sm text-slate-600">Loading the form...</p>}>
      <ContactPageForm />
    </Suspense>
  );
}

/** The site has its callback form only as a dialog (the bottom bar's): a button here opens the same one. */
function CallbackForm() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className={buttonClassName({ size: "lg", className: "w-full sm:w-auto" })}
      >
        <PhoneCall aria-hidden="true" /> Request a Callback
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <CallbackDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

const forms: Record<LeadFormKind, () => ReactNode> = {
  newsletter: () => <NewsletterForm />,
  contact: ContactForm,
  callback: CallbackForm,
};

/** The block's heading and text above one of the site's own lead forms: newsletter, contact or callback. */
export function LeadFormBlock({ props }: BlockComponentProps<"LeadForm">) {
  const Form = forms[props.kind];
  return (
    <BlockSection heading={props.heading} width="narrow">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {props.text ? <p className="mb-4 text-slate-700">{props.text}</p> : null}
        {Form ? <Form /> : null}
      </div>
    </BlockSection>
  );
}
