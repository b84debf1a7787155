import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { RegisterForm } from "#app/features/auth/register-form.tsx";
import { SignInForm } from "#app/features/auth/sign-in-form.tsx";
import type { CurrentUser } from "#contracts/auth.ts";
import { authFormMessages } from "#contracts/auth-form-text.ts";

type Tab = "register" | "signin";

/**
 * Sign in or create an account without leaving the page (the checkout and bootcamp pages): the site's
 * own forms, with the sign-in form told to stay, so the cart in the URL is still there afterwards.
 */
export function InlineAccount({
  onSignedIn,
  initialTab = "register",
}: {
  onSignedIn?: (user: CurrentUser) => void;
  initialTab?: Tab;
}) {
  const [tab, setTab] = useState<Tab>(initialTab);
  const [registeredUsername, setRegisteredUsername] = useState<string | null>(null);
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <TabsList aria-label="Create an account or sign in">
        <TabsTrigger value="register">Create account</TabsTrigger>
        <TabsTrigger value="signin">Sign in</TabsTrigger>
      </TabsList>
      <TabsContent value="register">
        <RegisterForm
          onRegistered={(username) => {
            setRegisteredUsername(username);
            setTab("signin");
          }}
        />
      </TabsContent>
      <TabsContent value="signin">
        <SignInForm
          // A new key after registering: the form starts again with the new username filled in.
          key={registeredUsername ?? "signin"}
          initialUsername={registeredUsername ?? ""}
          notice={registeredUsername ? authFormMessages.registered : undefined}
          onSignedIn={(user) => onSignedIn?.(user)}
        />
      </TabsContent>
    </Tabs>
  );
}
