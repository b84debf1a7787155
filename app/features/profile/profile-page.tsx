import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { savePostLoginRedirect } from "#app/features/auth/post-login-redirect.ts";
import type { EmailStatus } from "#contracts/account-email.ts";
import { accountEmailMessages } from "#contracts/account-email-text.ts";
import { EmailSection } from "./email-section.tsx";
import { PasswordForm } from "./password-form.tsx";
import { ProfileForm } from "./profile-form.tsx";

const cardClass = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8";

/** /profile: the three account cards for the signed-in user; a visitor is sent to sign in and back here. */
export function ProfilePage({ emailStatus }: { emailStatus: EmailStatus | null }) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  // Signing out from this page clears the user and then goes home: that visitor is not to be sent to
  // sign in, nor is this page to be saved for whoever signs in next.
  const hadUser = useRef(false);
  if (user) hadUser.current = true;
  const mustSignIn = !isLoading && !user && !hadUser.current;

  useEffect(() => {
    if (!mustSignIn) return;
    savePostLoginRedirect("/profile");
    void navigate("/auth", { replace: true });
  }, [mustSignIn, navigate]);

  return (
    <section className="mx-auto grid max-w-2xl gap-6 px-4 py-12 sm:py-16">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your profile</h1>
        <p className="mt-2 text-slate-700">Your name and avatar, your email address and your password.</p>
      </div>
      {user ? (
        <>
          <div className={cardClass}>
            <h2 className="mb-4 text-xl font-semibold text-slate-900">Profile</h2>
            {/* Keyed by user: a different account signing in here starts from its own values. */}
            <ProfileForm key={user.id} user={user} />
          </div>
          <div className={cardClass}>
            <h2 className="mb-4 text-xl font-semibold text-slate-900">
              {accountEmailMessages.emailSectionTitle}
            </h2>
            <EmailSection
              key={user.id}
              user={user}
              initialPending={emailStatus?.email === user.email ? emailStatus.pendingChange : null}
            />
          </div>
          <div className={cardClass}>
            <h2 className="mb-4 text-xl font-semibold text-slate-900">Change password</h2>
            <PasswordForm key={user.id} />
          </div>
        </>
      ) : (
        <div className="flex justify-center py-12">
          <Spinner label={isLoading ? "Loading your account..." : "Redirecting to sign in..."} />
        </div>
      )}
    </section>
  );
}
