import { type ReactNode, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { Spinner } from "#app/components/ui/spinner.tsx";
import type { Role } from "#contracts/auth.ts";
import { canOpenPortal, type PortalName } from "#contracts/portals.ts";
import { AccessDenied } from "./access-denied.tsx";
import { useAuth } from "./auth-context.tsx";
import { savePostLoginRedirect } from "./post-login-redirect.ts";

type RequireRoleProps = {
  portal: PortalName;
  /** Roles besides the portal's that open the page shown (its registry entry's openTo). */
  alsoOpenTo?: readonly Role[];
  children: ReactNode;
};

// SPEC.md section 4 (Protected pages) and decision 0008: a spinner while the user loads; a visitor is sent
// to /auth with this page saved as the post-login target; a signed-in user whose role cannot open the
// portal gets the 403 page. The API refuses the same roles, so this guard is never the only protection.
export function RequireRole({ portal, alsoOpenTo, children }: RequireRoleProps) {
  const { user, isLoading } = useAuth();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Signing out from a portal page clears the user and then navigates home: that is not a visitor to turn
  // away, and saving this page would send the next person who signs in here.
  const hadUser = useRef(false);
  if (user) hadUser.current = true;
  const mustSignIn = !isLoading && !user && !hadUser.current;

  useEffect(() => {
    if (!mustSignIn) return;
    savePostLoginRedirect(`${pathname}${search}`);
    void navigate("/auth", { replace: true });
  }, [mustSignIn, pathname, search, navigate]);

  if (isLoading || !user) {
    return (
      <div className="flex justify-center px-4 py-24">
        <Spinner
          label={
            isLoading
              ? "Loading your account..."
              : mustSignIn
                ? "Redirecting to sign in..."
                : "Signing out..."
          }
        />
      </div>
    );
  }
  const opens = canOpenPortal(user.role, portal) || alsoOpenTo?.includes(user.role);
  if (!opens) return <AccessDenied role={user.role} />;
  return children;
}
