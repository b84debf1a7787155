import { useState } from "react";
import { contactMessages } from "#contracts/messages.ts";
import { ContactFormFields, useContactForm } from "./contact-form.tsx";

/**
 * The contact form on /contact: the dialog's form, inline. The page loads it lazily (it brings the zod
 * schema); the server still renders it completely, so it is there before any script runs.
 */
export default function ContactPageForm() {
  const [sent, setSent] = useState(false);
  const form = useContactForm({ onSent: () => setSent(true) });
  return (
    <>
      {sent ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          <strong>{contactMessages.successTitle}.</strong> {contactMessages.successBody}
        </p>
      ) : null}
      <div className="mt-4">
        <ContactFormFields form={form} />
      </div>
    </>
  );
}
