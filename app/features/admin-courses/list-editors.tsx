import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { type ReactNode, type Ref, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { InstructorOption } from "#contracts/admin-courses.ts";
import type { FaqDraft } from "./course-form-values.ts";

// The course form's list editors: outcomes, tools, FAQs and instructors. Each edits an array the form keeps as
// one value; the whole list is one field of the form, whose message (naming the item by number) shows below it
// and whose group takes the focus when the form points at it.

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

type ListShellProps = {
  legend: string;
  hint?: string;
  error?: string;
  groupRef: Ref<HTMLFieldSetElement>;
  children: ReactNode;
  footer: ReactNode;
};

function ListShell({ legend, hint, error, groupRef, children, footer }: ListShellProps) {
  const id = useId();
  return (
    <fieldset
      ref={groupRef}
      tabIndex={-1}
      aria-describedby={
        [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
      }
      aria-invalid={error ? true : undefined}
      className="grid min-w-0 gap-2 rounded-lg border border-slate-200 p-3 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <legend className="px-1 text-sm font-medium text-slate-900">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children}
      <div>{footer}</div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

function ItemActions({
  index,
  count,
  noun,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  noun: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="size-9"
        aria-label={`Move ${noun} ${n} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUpIcon aria-hidden="true" />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="size-9"
        aria-label={`Move ${noun} ${n} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDownIcon aria-hidden="true" />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="size-9 text-red-700"
        aria-label={`Remove ${noun} ${n}`}
        onClick={onRemove}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}

type TextListEditorProps = {
  legend: string;
  /** "outcome", "tool": names each item for its buttons. */
  noun: string;
  hint?: string;
  items: string[];
  max: number;
  itemMax: number;
  error?: string;
  groupRef: Ref<HTMLFieldSetElement>;
  onChange: (items: string[]) => void;
};

/** One line per item: add, edit, reorder, remove. */
export function TextListEditor({
  legend,
  noun,
  hint,
  items,
  max,
  itemMax,
  error,
  groupRef,
  onChange,
}: TextListEditorProps) {
  const set = (index: number, value: string) =>
    onChange(items.map((item, i) => (i === index ? value : item)));
  return (
    <ListShell
      legend={legend}
      hint={hint}
      error={error}
      groupRef={groupRef}
      footer={
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={items.length >= max}
          onClick={() => onChange([...items, ""])}
        >
          <PlusIcon aria-hidden="true" /> Add {noun}
        </Button>
      }
    >
      {items.length === 0 ? <p className="text-sm text-slate-600">None yet.</p> : null}
      <ol className="grid gap-2">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items are plain strings that may repeat while typed.
          <li key={index} className="flex min-w-0 items-center gap-2">
            <Input
              aria-label={`${noun[0]?.toUpperCase()}${noun.slice(1)} ${index + 1}`}
              value={item}
              maxLength={itemMax * 2}
              onChange={(event) => set(index, event.target.value)}
            />
            <ItemActions
              index={index}
              count={items.length}
              noun={noun}
              onMove={(to) => onChange(move(items, index, to))}
              onRemove={() => onChange(items.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ol>
    </ListShell>
  );
}

type FaqListEditorProps = {
  faqs: FaqDraft[];
  max: number;
  error?: string;
  groupRef: Ref<HTMLFieldSetElement>;
  onChange: (faqs: FaqDraft[]) => void;
};

/** The course page's questions and answers, in the order they show. */
export function FaqListEditor({ faqs, max, error, groupRef, onChange }: FaqListEditorProps) {
  const set = (index: number, change: Partial<FaqDraft>) =>
    onChange(faqs.map((faq, i) => (i === index ? { ...faq, ...change } : faq)));
  return (
    <ListShell
      legend="Questions and answers"
      hint="Shown on the course page and in its FAQ structured data, in this order."
      error={error}
      groupRef={groupRef}
      footer={
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={faqs.length >= max}
          onClick={() => onChange([...faqs, { question: "", answer: "" }])}
        >
          <PlusIcon aria-hidden="true" /> Add question
        </Button>
      }
    >
      {faqs.length === 0 ? <p className="text-sm text-slate-600">No questions yet.</p> : null}
      <ol className="grid gap-3">
        {faqs.map((faq, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a question's text changes as it is typed; its place is its identity.
          <li key={index} className="grid min-w-0 gap-2 rounded-md bg-slate-50 p-2">
            <div className="flex min-w-0 items-center gap-2">
              <Input
                aria-label={`Question ${index + 1}`}
                placeholder="Question"
                value={faq.question}
                onChange={(event) => set(index, { question: event.target.value })}
              />
              <ItemActions
                index={index}
                count={faqs.length}
                noun="question"
                onMove={(to) => onChange(move(faqs, index, to))}
                onRemove={() => onChange(faqs.filter((_, i) => i !== index))}
              />
            </div>
            <Textarea
              aria-label={`Answer ${index + 1}`}
              placeholder="Answer"
              className="min-h-20"
              value={faq.answer}
              onChange={(event) => set(index, { answer: event.target.value })}
            />
          </li>
        ))}
      </ol>
    </ListShell>
  );
}

type InstructorPickerProps = {
  options: readonly InstructorOption[];
  chosen: string[];
  max: number;
  error?: string;
  groupRef: Ref<HTMLFieldSetElement>;
  onChange: (ids: string[]) => void;
};

/** The public instructor profiles the course page shows, chosen from the instructors and put in order. */
export function InstructorPicker({ options, chosen, max, error, groupRef, onChange }: InstructorPickerProps) {
  const selectId = useId();
  const [adding, setAdding] = useState("");
  const byId = new Map(options.map((option) => [option.id, option]));
  const left = options.filter((option) => !chosen.includes(option.id));
  return (
    <ListShell
      legend="Instructors"
      hint="The profiles shown on the course page, in this order."
      error={error}
      groupRef={groupRef}
      footer={
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid min-w-0 flex-1 gap-1">
            <label htmlFor={selectId} className="text-sm text-slate-700">
              Add an instructor
            </label>
            <Select
              id={selectId}
              value={adding}
              disabled={chosen.length >= max || left.length === 0}
              onChange={(event) => setAdding(event.target.value)}
            >
              <option value="">Choose...</option>
              {left.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                  {option.jobTitle ? `, ${option.jobTitle}` : ""}
                </option>
              ))}
            </Select>
          </div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="h-10"
            disabled={adding === ""}
            onClick={() => {
              onChange([...chosen, adding]);
              setAdding("");
            }}
          >
            <PlusIcon aria-hidden="true" /> Add
          </Button>
        </div>
      }
    >
      {chosen.length === 0 ? <p className="text-sm text-slate-600">No instructors shown.</p> : null}
      <ol className="grid gap-2">
        {chosen.map((id, index) => (
          <li
            key={id}
            className="flex min-w-0 items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-1"
          >
            <span className="min-w-0 truncate text-sm text-slate-900">
              {byId.get(id)?.name ?? "Unknown instructor"}
            </span>
            <ItemActions
              index={index}
              count={chosen.length}
              noun="instructor"
              onMove={(to) => onChange(move(chosen, index, to))}
              onRemove={() => onChange(chosen.filter((other) => other !== id))}
            />
          </li>
        ))}
      </ol>
    </ListShell>
  );
}
