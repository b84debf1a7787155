import { type Ref, useRef } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { campaignLimits } from "#contracts/newsletter-campaigns.ts";

// The blocks of the body's syntax (server/modules/newsletter-campaigns/campaign-blocks.ts, decision 0066),
// each on a line of its own; the name goes anywhere.
const blocks = [
  { label: "Button", text: "[[button: Read more | https://]]", line: true },
  { label: "Image", text: "[[image: https:// | What the picture shows]]", line: true },
  { label: "Course card", text: "[[course: ai-engineers]]", line: true },
  { label: "Name", text: "{{name | there}}", line: false },
] as const;

type Block = (typeof blocks)[number];

/** The text with `block` put at the caret: a block line gets lines of its own. */
function inserted(text: string, start: number, end: number, block: Block) {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = block.line && before && !before.endsWith("\n") ? "\n" : "";
  const trail = block.line && !after.startsWith("\n") ? "\n" : "";
  const piece = `${lead}${block.text}${trail}`;
  return { text: `${before}${piece}${after}`, caret: before.length + piece.length };
}

type BodyFieldProps = {
  value: string;
  error: string | undefined;
  control: { name: string; ref: (element: HTMLTextAreaElement | null) => void };
  disabled?: boolean;
  onChange: (value: string) => void;
};

export function BodyField({ value, error, control, disabled, onChange }: BodyFieldProps) {
  const area = useRef<HTMLTextAreaElement | null>(null);
  const ref: Ref<HTMLTextAreaElement> = (element) => {
    area.current = element;
    control.ref(element);
  };
  const insert = (block: Block) => {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next = inserted(value, start, end, block);
    onChange(next.text);
    // After React has written the new value: the caret goes after the insertion, ready to type on.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Field
      label="Body"
      name="body"
      error={error}
      hint={
        <>
          Markdown (# heading, **bold**, [link](https://...), - lists). On a line of its own:{" "}
          <code>[[button: Label | https://...]]</code>, <code>[[image: https://... | alt text]]</code>,{" "}
          <code>[[course: slug]]</code> (its card with the live price and next start). Anywhere:{" "}
          <code>{"{{name | there}}"}</code>, the first name or the fallback.
        </>
      }
    >
      <div className="grid gap-2">
        <fieldset className="flex flex-wrap items-center gap-2" disabled={disabled}>
          <legend className="sr-only">Insert into the body</legend>
          <span aria-hidden="true" className="text-sm text-slate-600">
            Insert:
          </span>
          {blocks.map((block) => (
            <Button
              key={block.label}
              size="sm"
              variant="outline"
              aria-label={`Insert ${block.label.toLowerCase()}`}
              onClick={() => insert(block)}
            >
              {block.label}
            </Button>
          ))}
        </fieldset>
        <Textarea
          name={control.name}
          ref={ref}
          value={value}
          rows={14}
          spellCheck
          disabled={disabled}
          maxLength={campaignLimits.bodyMax}
          className="font-mono text-sm"
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </Field>
  );
}
