import { describe, expect, it } from "vitest";
import { composeModules, defineModule, type ModuleApp } from "./server-module.ts";

const registered: string[] = [];
const fakeApp = {} as ModuleApp;

const clock = defineModule({
  name: "clock",
  create: ({ start }: { start: number }) => ({ now: () => start + 1 }),
});
const greeter = defineModule({
  name: "greeter",
  create: ({ now, prefix }: { now: () => number; prefix: string }) => ({ greet: () => `${prefix} ${now()}` }),
  routes: async (_app, { greet, prefix }) => {
    registered.push(`greeter:${greet()}:${prefix}`);
  },
});
const late = defineModule({
  name: "late",
  create: (deps: { greet: () => string }) => ({ seen: Object.keys(deps).sort() }),
  routes: async (_app, { seen }) => {
    registered.push(`late:${seen.join(",")}`);
  },
});

describe("composeModules", () => {
  it("creates in list order, hands each module what is above it, and keeps the routes in that order", async () => {
    registered.length = 0;
    const { services, modules } = composeModules({ start: 41, prefix: "at" }, [clock, greeter, late]);
    expect(services.greet()).toBe("at 42");
    expect(modules.map((m) => m.name)).toEqual(["clock", "greeter", "late"]);
    expect(modules[0]?.routes).toBeUndefined();
    for (const module of modules) await module.routes?.(fakeApp);
    // late saw the core and the two modules above it, nothing created after it.
    expect(registered).toEqual(["greeter:at 42:at", "late:greet,now,prefix,start"]);
  });

  it("gives a module a copy of the services: what it adds to its deps object reaches no one", () => {
    const sneaky = defineModule({
      name: "sneaky",
      create: (deps: { start: number }) => {
        Object.assign(deps, { start: 0 });
        return {};
      },
    });
    const { services } = composeModules({ start: 41, prefix: "at" }, [sneaky, clock]);
    expect(services.now()).toBe(42);
  });

  it("refuses a module that provides a name already taken", () => {
    const again = defineModule({ name: "again", create: (_deps: { start: number }) => ({ now: () => 0 }) });
    // The compiler refuses this list too; the cast stands in for a list built without its check.
    const list = [clock, again] as unknown as [typeof clock];
    expect(() => composeModules({ start: 1, prefix: "" }, list)).toThrow("module again provides now again");
  });
});
