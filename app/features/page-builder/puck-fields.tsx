import { CourseSlugField, CourseSlugsField } from "./course-fields.tsx";
import { ImageSrcField } from "./image-src-field.tsx";

// The kinds of field the blocks' Puck configuration (puck-config.tsx) is made of: Puck's own text and
// textarea, and custom fields for courses (from the catalog) and images (typed or uploaded).

type CustomProps<V> = { value: V; onChange: (value: V) => void; readOnly?: boolean };

export const text = (label: string) => ({ type: "text" as const, label });
export const textarea = (label: string) => ({ type: "textarea" as const, label });

export function courses(label: string, max: number) {
  return {
    type: "custom" as const,
    label,
    render: ({ value, onChange, readOnly }: CustomProps<string[]>) => (
      <CourseSlugsField label={label} value={value} onChange={onChange} readOnly={readOnly} max={max} />
    ),
  };
}

export function course(label: string, emptyLabel?: string) {
  return {
    type: "custom" as const,
    label,
    render: ({ value, onChange, readOnly }: CustomProps<string>) => (
      <CourseSlugField
        label={label}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
        emptyLabel={emptyLabel}
      />
    ),
  };
}

/** An image's address, typed or uploaded. */
export function image(label: string) {
  return {
    type: "custom" as const,
    label,
    render: ({ value, onChange, readOnly }: CustomProps<string>) => (
      <ImageSrcField label={label} value={value} onChange={onChange} readOnly={readOnly} />
    ),
  };
}
