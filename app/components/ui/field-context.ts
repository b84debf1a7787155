import { createContext, useContext } from "react";

// What a Field tells the control inside it. Apart from field.tsx so that a control outside any Field
// (the footer's newsletter input, in every page's first load) does not bring the Field and its Label.

type FieldControl = { id: string; describedBy: string | undefined; invalid: boolean };

export const FieldContext = createContext<FieldControl | null>(null);

/** The id and descriptions a control inside a Field gets; what the control says itself wins. */
export function useFieldControl(props: {
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false" | "grammar" | "spelling";
}) {
  const field = useContext(FieldContext);
  if (!field) return {};
  const describedBy = [field.describedBy, props["aria-describedby"]].filter(Boolean).join(" ");
  return {
    id: props.id ?? field.id,
    "aria-invalid": props["aria-invalid"] ?? (field.invalid ? true : undefined),
    "aria-describedby": describedBy || undefined,
  };
}
