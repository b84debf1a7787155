import type { ReactNode } from "react";
import { Link } from "react-router";
import { passwordResetMessages } from "#contracts/password-reset-text.ts";

type PasswordResetCardProps = { title: string; subtitle: string; children: ReactNode };

/** The frame both recovery screens share (SPEC.md section 2): title, subtitle, body, 'Sign in' footer. */
export function PasswordResetCard({ title, subtitle, children }: PasswordResetCardProps) {
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-center text-slate-600">{subtitle}</p>
        <div className="mt-6">{children}</div>
        <p className="mt-6 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
          <Link
            to="/auth"
            className="font-medium text-indigo-700 underline-offset-4 hover:text-indigo-900 hover:underline"
          >
            {passwordResetMessages.signIn}
          </Link>
        </p>
      </div>
    </section>
  );
}
