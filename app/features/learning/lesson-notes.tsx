import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { lessonNoteMaxLength, learningText as t } from "#contracts/learning-text.ts";
import { useSaveLessonNote } from "./learning-queries.ts";

const saveDelayMs = 800;
const draftKey = (lessonId: string) => `ai-labs:lesson-note:${lessonId}`;

function readDraft(lessonId: string): string | null {
  try {
    return window.localStorage.getItem(draftKey(lessonId));
  } catch {
    return null;
  }
}

function writeDraft(lessonId: string, note: string | null): void {
  try {
    if (note === null) window.localStorage.removeItem(draftKey(lessonId));
    else window.localStorage.setItem(draftKey(lessonId), note);
  } catch {
    // Storage full or blocked: the note is still on screen and the next save tries again.
  }
}

type Status = "idle" | "saving" | "saved" | "failed";

/**
 * The reader's private note on a lesson, saved as they type (a pause of 0.8 s) and on "Save note". Until
 * the server has it, the text also waits in this browser's storage, so a failed save, a closed tab or a
 * lost connection loses nothing: the next visit to the lesson offers it again and saves it. Typing before
 * the page's scripts ran is kept by the kit's Form (decision 0021).
 */
export function LessonNotes({
  courseSlug,
  lessonId,
  savedNote,
}: {
  courseSlug: string;
  lessonId: string;
  savedNote: string;
}) {
  const [note, setNote] = useState(savedNote);
  const [status, setStatus] = useState<Status>("idle");
  const lastSaved = useRef(savedNote);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const save = useSaveLessonNote(courseSlug, lessonId);
  const fieldId = useId();
  const hintId = useId();
  const tooLong = note.length > lessonNoteMaxLength;

  const saveNow = (text: string) => {
    clearTimeout(timer.current);
    if (text === lastSaved.current || text.length > lessonNoteMaxLength) return;
    setStatus("saving");
    save.mutate(text, {
      onSuccess: (answer) => {
        lastSaved.current = answer.note;
        if (readDraft(lessonId) === answer.note) writeDraft(lessonId, null);
        setStatus("saved");
      },
      onError: () => setStatus("failed"),
    });
  };

  // A draft left by an earlier visit that never reached the server: shown and saved again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per lesson, on arrival.
  useEffect(() => {
    const draft = readDraft(lessonId);
    if (draft !== null && draft !== savedNote) {
      setNote(draft);
      saveNow(draft);
    } else if (draft !== null) writeDraft(lessonId, null);
    return () => clearTimeout(timer.current);
  }, [lessonId]);

  const onChange = (text: string) => {
    setNote(text);
    writeDraft(lessonId, text);
    setStatus("idle");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => saveNow(text), saveDelayMs);
  };

  const statusText =
    status === "saving"
      ? t.notesSaving
      : status === "saved"
        ? t.notesSaved
        : status === "failed"
          ? t.notesFailed
          : "";

  return (
    <section
      aria-labelledby={`${fieldId}-heading`}
      className="mt-10 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={`${fieldId}-heading`} className="font-semibold text-slate-900">
        {t.notesHeading}
      </h2>
      <Form
        className="mt-2"
        pending={status === "saving"}
        onSubmit={(event) => {
          event.preventDefault();
          saveNow(note);
        }}
      >
        <label htmlFor={fieldId} className="sr-only">
          {t.notesHeading}
        </label>
        <textarea
          id={fieldId}
          name="note"
          rows={5}
          value={note}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hintId}
          aria-invalid={tooLong || undefined}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus-visible:border-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        />
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p id={hintId} className={tooLong ? "text-sm text-red-700" : "text-sm text-slate-600"}>
            {tooLong ? `Notes can be at most ${lessonNoteMaxLength} characters.` : t.notesHint}
          </p>
          <div className="flex items-center gap-3">
            <p
              role="status"
              className={status === "failed" ? "text-sm text-red-700" : "text-sm text-slate-600"}
            >
              {statusText}
            </p>
            <Button type="submit" variant="outline" size="sm" disabled={tooLong}>
              Save note
            </Button>
          </div>
        </div>
      </Form>
    </section>
  );
}
