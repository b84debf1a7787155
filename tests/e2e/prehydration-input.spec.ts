import { expect, type Locator, type Page, test } from "@playwright/test";
import type { LiveSession } from "#contracts/live-classes.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { captchaToken, signedInStudent, uniqueName, xsrfToken } from "./api-accounts.ts";

// Issue 11 item 4, decision 0021: what a visitor types (or a password manager fills) before the page's
// scripts have run is kept when React takes the form over, and the submission carries it. The scripts are
// held back by route interception, so "before hydration" is certain, not a race: the page is complete
// HTML (decision 0006) and its scripts start a frame after the first paint (decision 0016).
//
// This spec uses Playwright's own `test`, not ./fixtures.ts: that one waits for hydration after goto.

// A client address of its own (the e2e server trusts X-Forwarded-For, as behind a load balancer): the
// sign-ups and form posts here do not use up the per-IP limits the other journeys run into.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` } });

type Held = { release: () => Promise<void> };

/** Opens `path` with every built script held back until release(), which then waits for hydration. */
async function openBeforeHydration(page: Page, path: string): Promise<Held> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?#]+\.js(?:[?#].*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return {
    release: async () => {
      // Nothing has hydrated yet: what was typed so far was typed into the server's HTML.
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // Forms that load with their own chunk (/contact, the checkout's account forms) hydrate a little
      // later; and React's first re-renders (shell data, captcha) happen within this.
      await page.waitForLoadState("networkidle");
    },
  };
}

type Field = { label: string | RegExp; value: string; select?: boolean };

async function fillFields(form: Locator, fields: readonly Field[]) {
  for (const field of fields) {
    const control = form.getByLabel(field.label, { exact: typeof field.label === "string" });
    if (field.select) await control.selectOption(field.value);
    else await control.fill(field.value);
  }
}

async function expectFields(form: Locator, fields: readonly Field[]) {
  for (const field of fields) {
    await expect(form.getByLabel(field.label, { exact: typeof field.label === "string" })).toHaveValue(
      field.value,
    );
  }
}

type Case = {
  name: string;
  path: string | ((page: Page) => Promise<string>);
  form: (page: Page) => Locator;
  fields: readonly Field[];
  /** Ticks ALTCHA's "I'm not a robot" before submitting (the auth forms). */
  captcha?: boolean;
  submit: string | RegExp;
  /** The API call the submission makes and what its JSON body must hold. */
  request?: { url: RegExp; body: Record<string, unknown> };
  /** For forms that navigate instead (GET forms): the URL after submitting. */
  url?: RegExp;
};

const email = (prefix: string) => `${uniqueName(prefix)}@example.com`;
const applicant = email("early_applicant");
const inquirer = email("early_corporate");
const attendee = email("early_webinar");
const subscriber = email("early_news");
const registrant = uniqueName("early_user");
const buyer = uniqueName("early_buyer");

const cases: readonly Case[] = [
  {
    name: "sign-in (/auth)",
    path: "/auth",
    form: (page) => page.locator("form", { has: page.getByRole("button", { name: "Sign in" }) }),
    fields: [
      { label: "Username or email", value: "early_nobody" },
      { label: "Password", value: "typed-before-scripts-1" },
    ],
    captcha: true,
    submit: "Sign in",
    request: {
      url: /\/api\/login$/,
      body: { userData: { username: "early_nobody", password: "typed-before-scripts-1" } },
    },
  },
  {
    name: "registration (/auth?tab=register)",
    path: "/auth?tab=register",
    form: (page) => page.locator("form", { has: page.getByRole("button", { name: "Create account" }) }),
    fields: [
      { label: "Full name", value: "Early Bird" },
      { label: "Username", value: registrant },
      { label: "Email address", value: `${registrant}@example.com` },
      { label: "Password", value: "lantern-harbor-quiet-9" },
      { label: "Confirm password", value: "lantern-harbor-quiet-9" },
    ],
    captcha: true,
    submit: "Create account",
    request: {
      url: /\/api\/register$/,
      body: {
        userData: {
          name: "Early Bird",
          username: registrant,
          email: `${registrant}@example.com`,
          password: "lantern-harbor-quiet-9",
          confirmPassword: "lantern-harbor-quiet-9",
        },
      },
    },
  },
  {
    name: "forgot password (/forgot-password)",
    path: "/forgot-password",
    form: (page) => page.locator("form", { has: page.getByRole("button", { name: "Send Reset Link" }) }),
    fields: [{ label: "Email", value: "early-reader@example.com" }],
    captcha: true,
    submit: "Send Reset Link",
    request: { url: /\/api\/forgot-password$/, body: { email: "early-reader@example.com" } },
  },
  {
    name: "reset password (/reset-password/<token>)",
    path: "/reset-password/not-a-real-token-but-a-form-all-the-same",
    form: (page) => page.locator("form", { has: page.getByRole("button", { name: "Reset Password" }) }),
    fields: [
      { label: "New Password", value: "copper-meadow-second-2" },
      { label: "Confirm Password", value: "copper-meadow-second-2" },
    ],
    captcha: true,
    submit: "Reset Password",
    request: {
      url: /\/api\/reset-password$/,
      body: { newPassword: "copper-meadow-second-2", confirmPassword: "copper-meadow-second-2" },
    },
  },
  {
    name: "contact page (/contact)",
    path: "/contact",
    form: (page) => page.locator("form", { has: page.getByRole("button", { name: "Send Message" }) }),
    fields: [
      { label: "Full Name", value: "Ada Early" },
      { label: "Email Address", value: "ada.early@example.com" },
      { label: "Phone Number", value: "+1 415 555 0142" },
      { label: "Company (optional)", value: "Analytical Engines" },
    ],
    submit: "Send Message",
    request: {
      url: /\/api\/contact-download$/,
      body: {
        name: "Ada Early",
        email: "ada.early@example.com",
        phone: "+1 415 555 0142",
        company: "Analytical Engines",
      },
    },
  },
  {
    name: "newsletter (footer)",
    path: "/",
    form: (page) => page.locator("footer form", { has: page.getByRole("button", { name: "Subscribe" }) }),
    fields: [{ label: "Email address", value: subscriber }],
    submit: "Subscribe",
    request: { url: /\/api\/newsletter\/subscribe$/, body: { email: subscriber } },
  },
  {
    name: "bootcamp application (/ai-bootcamp/apply)",
    path: "/ai-bootcamp/apply",
    form: (page) => page.locator("form", { has: page.getByRole("button", { name: "Submit application" }) }),
    fields: [
      { label: "Full name", value: "Grace Early" },
      { label: "Email address", value: applicant },
      { label: /^Phone number/, value: "+1 415 555 0199" },
      { label: "Country of residence", value: "Canada" },
      { label: "Current role", value: "Data analyst" },
      { label: "Programming experience", value: "professional_developer", select: true },
      {
        label: /^Your background/,
        value: "Four years of SQL and Python analytics for a retail company, typed early.",
      },
      {
        label: /^What do you want to achieve/,
        value: "Build retrieval assistants for our support team, typed before the scripts.",
      },
    ],
    submit: "Submit application",
    request: {
      url: /\/api\/bootcamp\/applications$/,
      body: {
        fullName: "Grace Early",
        email: applicant,
        phone: "+1 415 555 0199",
        country: "Canada",
        currentRole: "Data analyst",
        experienceLevel: "professional_developer",
      },
    },
  },
  {
    name: "corporate inquiry (/corporate-training)",
    path: "/corporate-training",
    form: (page) => page.locator("form", { has: page.getByRole("button", { name: "Send inquiry" }) }),
    fields: [
      { label: "Your name", value: "Hedy Early" },
      { label: "Work email", value: inquirer },
      { label: "Company", value: "Frequency Hopping Inc" },
      { label: "Team size", value: "11-50", select: true },
      {
        label: /^What would you like your team to learn/,
        value: "Retrieval-augmented generation for our analysts, typed early.",
      },
    ],
    submit: "Send inquiry",
    request: {
      url: /\/api\/corporate-inquiry$/,
      body: { name: "Hedy Early", email: inquirer, company: "Frequency Hopping Inc", teamSize: "11-50" },
    },
  },
  {
    name: "webinar registration (/webinars)",
    path: "/webinars",
    form: (page) =>
      page.getByRole("form", { name: "Register for Evaluating RAG Systems: A Live Walkthrough" }),
    fields: [
      { label: "Full name", value: "Rosalind Early" },
      { label: "Email address", value: attendee },
    ],
    submit: "Register free",
    request: {
      url: /\/api\/webinars\/[^/]+\/registrations$/,
      body: { name: "Rosalind Early", email: attendee },
    },
  },
  {
    name: "checkout coupon (/courses/checkout)",
    path: checkoutPath,
    form: (page) => page.locator("form", { has: page.getByRole("button", { name: "Apply" }) }),
    fields: [{ label: /^Coupon code/, value: "EARLYBIRD" }],
    submit: "Apply",
    url: /[?&]coupon=EARLYBIRD(?:&|$)/,
  },
  {
    name: "checkout inline registration (/courses/checkout)",
    path: checkoutPath,
    form: (page) => page.locator("form", { has: page.getByRole("button", { name: "Create account" }) }),
    fields: [
      { label: "Full name", value: "Mateo Early" },
      { label: "Username", value: buyer },
      { label: "Email address", value: `${buyer}@example.com` },
      { label: "Password", value: "lantern-harbor-quiet-9" },
      { label: "Confirm password", value: "lantern-harbor-quiet-9" },
    ],
    captcha: true,
    submit: "Create account",
    request: {
      url: /\/api\/register$/,
      body: { userData: { name: "Mateo Early", username: buyer, email: `${buyer}@example.com` } },
    },
  },
  {
    name: "course filters (/courses)",
    path: "/courses",
    form: (page) => page.getByRole("search", { name: "Filter courses" }),
    fields: [{ label: "Level", value: "advanced", select: true }],
    submit: "Apply",
    url: /\/courses\?(?:.*&)?level=advanced/,
  },
  {
    name: "site search (/search)",
    path: "/search",
    form: (page) => page.getByRole("search", { name: "Site search" }),
    fields: [{ label: "Search for", value: "retrieval" }],
    submit: "Search",
    url: /\/search\?q=retrieval/,
  },
];

async function checkoutPath(page: Page): Promise<string> {
  const course = (await (await page.request.get("/api/courses/deep-learning")).json()) as {
    batches: { id: string; seatsAvailable: number }[];
  };
  const batch = course.batches.find((item) => item.seatsAvailable > 0);
  expect(batch).toBeDefined();
  return `/courses/checkout?course=deep-learning&batch=${batch?.id}`;
}

for (const item of cases) {
  test(`${item.name}: input typed before hydration stays and is submitted`, async ({ page }) => {
    test.setTimeout(60_000);
    const path = typeof item.path === "string" ? item.path : await item.path(page);
    const held = await openBeforeHydration(page, path);
    const form = item.form(page);
    await fillFields(form, item.fields);
    await held.release();

    await expectFields(form, item.fields);
    if (item.captcha) {
      await form.getByText("I'm not a robot").click();
      await expect(form.getByText("Verified")).toBeVisible({ timeout: 20_000 });
    }
    const submit = form.getByRole("button", { name: item.submit, exact: true });
    await expect(submit).toBeEnabled({ timeout: 20_000 });
    if (item.request) {
      const { url, body } = item.request;
      const sent = page.waitForRequest((request) => request.method() === "POST" && url.test(request.url()), {
        timeout: 10_000,
      });
      await submit.click();
      expect((await sent).postDataJSON()).toMatchObject(body);
    } else {
      await submit.click();
      await expect(page).toHaveURL(item.url ?? /never/);
    }
  });
}

test("the sandbox keeps a prompt typed before hydration and counts it", async ({ page }) => {
  const held = await openBeforeHydration(page, "/sandbox");
  const prompt = "Summarise this paragraph typed before the scripts ran.";
  await page.getByLabel("Prompt", { exact: true }).fill(prompt);
  const counted = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/sandbox/count"),
    { timeout: 10_000 },
  );
  await held.release();
  await expect(page.getByLabel("Prompt", { exact: true })).toHaveValue(prompt);
  expect((await counted).postDataJSON()).toMatchObject({ prompt });
});

test("the profile forms keep input typed before hydration and submit it", async ({ page }) => {
  test.setTimeout(60_000);
  await signedInStudent(page, { prefix: "early_profile", name: "Katherine Early", ownClientAddress: false });
  const held = await openBeforeHydration(page, "/profile");
  const profile = page.locator("form", { has: page.getByRole("button", { name: /^Save/ }) });
  const password = page.locator("form", { has: page.getByRole("button", { name: /password$/i }) });
  const profileFields = [{ label: "Full name", value: "Katherine Typed Early" }] as const;
  const passwordFields = [
    { label: "Current password", value: "lantern-harbor-quiet-9" },
    { label: "New password", value: "second-copper-meadow-2" },
    { label: "Confirm new password", value: "second-copper-meadow-2" },
  ] as const;
  await fillFields(profile, profileFields);
  await fillFields(password, passwordFields);
  await held.release();
  await expectFields(profile, profileFields);
  await expectFields(password, passwordFields);

  const saved = page.waitForRequest(
    (request) => request.method() === "PATCH" && request.url().endsWith("/api/profile"),
    { timeout: 10_000 },
  );
  await profile.getByRole("button", { name: /^Save/ }).click();
  expect((await saved).postDataJSON()).toMatchObject({ name: "Katherine Typed Early" });

  const changed = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/profile/password"),
    { timeout: 10_000 },
  );
  await password.getByRole("button", { name: "Change password" }).click();
  expect((await changed).postDataJSON()).toMatchObject({
    currentPassword: "lantern-harbor-quiet-9",
    newPassword: "second-copper-meadow-2",
    confirmPassword: "second-copper-meadow-2",
  });
});

test("the instructor's link, recording and notes keep input typed before hydration and save it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Signed in through the API: the sign-in form's captcha needs the scripts this spec holds back.
  await page.goto("/courses", { waitUntil: "domcontentloaded" });
  const { username, password } = demoAccounts.instructor;
  const login = await page.request.post("/api/login", {
    headers: { "X-XSRF-TOKEN": await xsrfToken(page) },
    data: { userData: { username, password }, recaptchaToken: await captchaToken(page) },
  });
  expect(login.status(), await login.text()).toBe(200);
  // One of the classes the demo seed schedules for the instructor's batches (server/db/seed-live-classes.ts).
  const list = (await (await page.request.get("/api/live-sessions?scope=upcoming")).json()) as {
    sessions: LiveSession[];
  };
  const session = list.sessions.find(
    (item) => item.status === "scheduled" && /: live class \d+$/.test(item.topic),
  );
  expect(session).toBeDefined();
  if (!session) return;

  const held = await openBeforeHydration(page, `/dashboard/instructor/live-sessions/${session.id}`);
  const form = page.getByRole("form", { name: "Link, recording and notes" });
  const fields = [
    { label: /^Meeting link/, value: "https://meet.ailabs-e2e.test/typed-before-scripts" },
    { label: /^Recording link/, value: "https://recordings.ailabs-e2e.test/typed-before-scripts" },
    { label: /^Notes/, value: "Typed before the scripts ran: start with the evaluation harness." },
  ] as const;
  await fillFields(form, fields);
  await held.release();
  await expectFields(form, fields);

  const saved = page.waitForRequest(
    (request) => request.method() === "PATCH" && request.url().endsWith(`/api/live-sessions/${session.id}`),
    { timeout: 10_000 },
  );
  await form.getByRole("button", { name: "Save changes", exact: true }).click();
  const request = await saved;
  expect(request.postDataJSON()).toMatchObject({
    meetingUrl: "https://meet.ailabs-e2e.test/typed-before-scripts",
    recordingUrl: "https://recordings.ailabs-e2e.test/typed-before-scripts",
    notes: "Typed before the scripts ran: start with the evaluation harness.",
  });
  expect((await request.response())?.ok()).toBe(true);

  // The seeded class is shared with the other journeys: it gets its link, recording and notes back.
  const restored = await page.request.patch(`/api/live-sessions/${session.id}`, {
    headers: { "X-XSRF-TOKEN": await xsrfToken(page) },
    data: { meetingUrl: session.meetingUrl, recordingUrl: session.recordingUrl, notes: session.notes },
  });
  expect(restored.status(), await restored.text()).toBe(200);
});

test("a form sent before hydration never puts its fields in the URL, and is sent once React has it", async ({
  page,
}) => {
  const held = await openBeforeHydration(page, "/contact");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Send Message" }) });
  const fields = [
    { label: "Full Name", value: "Early Sender" },
    { label: "Email Address", value: "early.sender@example.com" },
    { label: "Phone Number", value: "+1 415 555 0177" },
  ] as const;
  await fillFields(form, fields);
  const sent = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/contact-download"),
    { timeout: 15_000 },
  );
  await form.getByLabel("Phone Number").press("Enter");
  // The browser did not submit the form itself (that would be a GET with the fields in the query string).
  await expect(page).toHaveURL(/\/contact$/);
  await held.release();
  expect((await sent).postDataJSON()).toMatchObject({
    name: "Early Sender",
    email: "early.sender@example.com",
    phone: "+1 415 555 0177",
  });
  await expect(page.getByRole("status").filter({ hasText: "Message Sent" }).first()).toBeVisible();
  expect(page.url()).not.toContain("early.sender");
});

test("passwords typed and sent before hydration stay out of the URL", async ({ page }) => {
  const held = await openBeforeHydration(page, "/reset-password/not-a-real-token-but-a-form-all-the-same");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Reset Password" }) });
  const fields = [
    { label: "New Password", value: "copper-meadow-secret-3" },
    { label: "Confirm Password", value: "copper-meadow-secret-3" },
  ] as const;
  await fillFields(form, fields);
  await form.getByLabel("Confirm Password").press("Enter");
  await page.waitForTimeout(500);
  expect(page.url()).not.toContain("copper-meadow");
  await held.release();
  expect(page.url()).not.toContain("copper-meadow");
  await expectFields(form, fields);
});

test.describe("without any script (blocked or switched off)", () => {
  test.use({ javaScriptEnabled: false });

  test("forms with personal data are posted, never sent in the URL", async ({ page }) => {
    const forms = [
      {
        path: "/reset-password/not-a-real-token-but-a-form-all-the-same",
        form: page.locator("form", { has: page.getByRole("button", { name: "Reset Password" }) }),
        label: "New Password",
        secret: "copper-meadow-secret-4",
      },
      {
        path: "/",
        form: page.locator("footer form", { has: page.getByRole("button", { name: "Subscribe" }) }),
        label: "Email address",
        secret: "no-script-reader@example.com",
      },
    ];
    for (const { path, form, label, secret } of forms) {
      await page.goto(path);
      await form.getByLabel(label, { exact: true }).fill(secret);
      const sent = page.waitForRequest((request) => request.isNavigationRequest());
      await form.getByLabel(label, { exact: true }).press("Enter");
      const request = await sent;
      expect(request.method()).toBe("POST");
      expect(request.url()).not.toContain("?");
      // The reset link's token stays out of it too (the server logs a request it cannot handle).
      expect(request.url()).not.toContain("not-a-real-token");
      await page.waitForLoadState();
      expect(page.url()).not.toContain(secret.split("@")[0] ?? secret);
    }
  });
});
