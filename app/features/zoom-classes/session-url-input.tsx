import type { ComponentProps } from "react";
import { Input } from "#app/components/ui/input.tsx";
import { liveClassLimits } from "#contracts/live-classes-text.ts";

/** A meeting or recording link: a URL keyboard, no autocorrect, the API's length limit. */
export function SessionUrlInput(props: Omit<ComponentProps<"input">, "type">) {
  return (
    <Input
      type="url"
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      maxLength={liveClassLimits.urlMax}
      placeholder="https://"
      {...props}
    />
  );
}
