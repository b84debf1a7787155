import { useState } from "react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { authFormMessages } from "#contracts/auth-form-text.ts";
import { RegisterForm } from "./register-form.tsx";
import { SignInForm } from "./sign-in-form.tsx";

type Tab = "signin" | "register";

// The open tab lives in the URL (?tab=register), so "Create account" links, reloads and the back
// button all land on the right form.
export function AuthTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get("tab") === "register" ? "register" : "signin";
  const [registeredUsername, setRegisteredUsername] = useState<string | null>(null);

  const selectTab = (next: Tab) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === "register") params.set("tab", "register");
        else params.delete("tab");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <>
      <h1 className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {tab === "register" ? "Create your AI Labs account" : "Sign in to AI Labs"}
      </h1>
      <Tabs value={tab} onValueChange={(value) => selectTab(value as Tab)} className="mt-6">
        <TabsList aria-label="Sign in or create an account">
          <TabsTrigger value="signin">Sign in</TabsTrigger>
          <TabsTrigger value="register">Create account</TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          <SignInForm
            initialUsername={registeredUsername ?? ""}
            notice={registeredUsername ? authFormMessages.registered : undefined}
          />
        </TabsContent>
        <TabsContent value="register">
          <RegisterForm
            onRegistered={(username) => {
              setRegisteredUsername(username);
              selectTab("signin");
            }}
          />
        </TabsContent>
      </Tabs>
    </>
  );
}
