import type { ReactNode } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { SeoMetadataDefaults } from "#contracts/seo-metadata.ts";
import { type DetailFieldName, detailLimits } from "#contracts/seo-metadata-details.ts";

// Meta Tags' structured details (issue 20): author, dates, language and locale, alternates, breadcrumbs, FAQs,
// rating and the page's own JSON-LD, each beside what the page shows without it. Lists are one item a line.

type Bind = (name: DetailFieldName) => Record<string, unknown>;

function Default({ children }: { children: ReactNode }) {
  return (
    <span className="block break-words">
      Default: <span className="text-slate-800">{children || "none"}</span>
    </span>
  );
}

const listDefault = (items: string[], empty = "none") =>
  items.length === 0 ? empty : items.length === 1 ? items[0] : `${items[0]} and ${items.length - 1} more`;

export function MetadataDetailsFields({
  bind,
  errors,
  defaults,
}: {
  bind: Bind;
  errors: Partial<Record<DetailFieldName, string>>;
  defaults: SeoMetadataDefaults;
}) {
  const rating = defaults.rating
    ? `${defaults.rating.ratingValue.toFixed(1)} from ${defaults.rating.reviewCount} reviews`
    : "none";
  return (
    <fieldset className="grid gap-4 border-t border-slate-200 pt-4">
      <legend className="pt-4 text-base font-semibold text-slate-900">Structured details</legend>
      <p className="text-sm text-slate-600">
        What search engines read beyond the snippet: the article's author and dates, the page's language, its
        versions in other languages, its breadcrumb trail, questions and answers, and rating.
      </p>
      <Field label="Author" error={errors.author} hint={<Default>{defaults.author}</Default>}>
        <Input {...bind("author")} autoComplete="off" maxLength={detailLimits.author} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Published" error={errors.publishedAt} hint={<Default>{defaults.publishedAt}</Default>}>
          <Input {...bind("publishedAt")} type="date" />
        </Field>
        <Field label="Modified" error={errors.modifiedAt} hint={<Default>{defaults.modifiedAt}</Default>}>
          <Input {...bind("modifiedAt")} type="date" />
        </Field>
        <Field
          label="Language"
          error={errors.language}
          hint={
            <>
              A tag such as en or en-GB. <Default>{defaults.language}</Default>
            </>
          }
        >
          <Input {...bind("language")} autoComplete="off" spellCheck={false} />
        </Field>
        <Field
          label="Locale"
          error={errors.locale}
          hint={
            <>
              For social cards, such as en_US. <Default>{defaults.locale}</Default>
            </>
          }
        >
          <Input {...bind("locale")} autoComplete="off" spellCheck={false} />
        </Field>
      </div>
      <Field
        label="Alternate URLs"
        error={errors.alternates}
        hint={
          <>
            One a line: a language tag (or x-default), a space, the address. For example{" "}
            <code className="font-mono text-xs">en-GB https://example.co.uk/courses</code>.{" "}
            <Default>
              {listDefault(defaults.alternates.map((item) => `${item.hreflang} ${item.href}`))}
            </Default>
          </>
        }
      >
        <Textarea {...bind("alternates")} rows={2} spellCheck={false} className="font-mono text-xs" />
      </Field>
      <Field
        label="Breadcrumbs"
        error={errors.breadcrumbs}
        hint={
          <>
            After Home, one a line: name | address. For example{" "}
            <code className="font-mono text-xs">Blog | /blog</code>.{" "}
            <Default>{listDefault(defaults.breadcrumbs.map((item) => `${item.name} | ${item.url}`))}</Default>
          </>
        }
      >
        <Textarea {...bind("breadcrumbs")} rows={2} spellCheck={false} />
      </Field>
      <Field
        label="FAQs"
        error={errors.faqs}
        hint={
          <>
            One a line: question | answer. They become the page's FAQPage structured data.{" "}
            <Default>{listDefault(defaults.faqs.map((item) => item.question))}</Default>
          </>
        }
      >
        <Textarea {...bind("faqs")} rows={3} />
      </Field>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-900">Rating</legend>
        <p className="text-sm text-slate-600">
          {defaults.ratingApplies
            ? "Goes into the course's structured data. Leave both empty to use the reviews'."
            : "Only a course page carries a rating."}{" "}
          <Default>{rating}</Default>
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Average rating" error={errors.ratingValue}>
            <Input {...bind("ratingValue")} inputMode="decimal" autoComplete="off" />
          </Field>
          <Field label="Reviews" error={errors.reviewCount}>
            <Input {...bind("reviewCount")} inputMode="numeric" autoComplete="off" />
          </Field>
          <Field label="Best rating" optional error={errors.bestRating} hint="5 unless set">
            <Input {...bind("bestRating")} inputMode="numeric" autoComplete="off" />
          </Field>
        </div>
      </fieldset>
      <Field
        label="Structured data (JSON-LD)"
        optional
        error={errors.structuredData}
        hint="Added to the page's own blocks: one object or a list, with its @context and @type. Each type's required properties are checked before saving."
      >
        <Textarea
          {...bind("structuredData")}
          rows={6}
          spellCheck={false}
          maxLength={detailLimits.structuredData}
          className="font-mono text-xs"
        />
      </Field>
    </fieldset>
  );
}
