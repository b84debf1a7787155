import { Link } from "react-router";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { accountEmailMessages } from "#contracts/account-email-text.ts";

/** Every portal shows this until the signed-in user's address is verified (decision 0019). */
export function EmailVerificationBanner() {
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50">
      <p className="mx-auto max-w-7xl px-4 py-3 text-sm text-amber-950 lg:px-6">
        {accountEmailMessages.bannerText(user.email)}{" "}
        <Link to="/profile" className="font-medium text-amber-950 underline underline-offset-4">
          {accountEmailMessages.bannerLink}
        </Link>
      </p>
    </div>
  );
}
