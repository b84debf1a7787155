import { BadgeCheck, Download, ExternalLink, FileBadge, SearchX, ShieldX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import type {
  CertificateVerification,
  RevokedCertificate,
  ValidCertificate,
} from "#contracts/certificates.ts";
import { certificatePageText as text } from "#contracts/certificates-text.ts";
import { mediumCalendarDate } from "#contracts/date-format.ts";

// /certificates/:code: what an employer sees after scanning the QR code or following a link. Server-rendered,
// no script needed: every action is a link.

export type CertificatePageData =
  | { certificate: CertificateVerification }
  | { certificate: null; code: string };

function StatusHeader({
  tone,
  icon,
  title,
  lead,
}: {
  tone: string;
  icon: ReactNode;
  title: string;
  lead: string;
}) {
  return (
    <header className={`flex items-start gap-4 rounded-xl border p-5 sm:p-6 ${tone}`}>
      <span aria-hidden="true" className="mt-0.5 shrink-0 [&_svg]:size-8">
        {icon}
      </span>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-700">{lead}</p>
      </div>
    </header>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-200 py-4 first:border-t-0 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

function Facts({
  certificate,
  children,
}: {
  certificate: ValidCertificate | RevokedCertificate;
  children?: ReactNode;
}) {
  return (
    <dl className="mt-6 rounded-xl border border-slate-200 bg-white px-5 shadow-sm sm:px-6">
      <Fact label={text.recipient}>
        <span className="text-lg font-semibold">{certificate.recipientName}</span>
      </Fact>
      <Fact label={text.course}>
        <a
          href={certificate.courseUrl}
          className="font-medium text-indigo-700 underline-offset-4 hover:underline"
        >
          {certificate.courseTitle}
        </a>
      </Fact>
      <Fact label={text.issued}>
        <time dateTime={certificate.issuedAt}>{mediumCalendarDate(certificate.issuedOn)}</time>
      </Fact>
      {certificate.instructorNames.length > 0 ? (
        <Fact label={text.instructors}>{certificate.instructorNames.join(", ")}</Fact>
      ) : null}
      <Fact label={text.code}>
        <span className="font-mono tracking-wide">{certificate.code}</span>
      </Fact>
      {children}
    </dl>
  );
}

function ValidView({ certificate }: { certificate: ValidCertificate }) {
  return (
    <>
      <StatusHeader
        tone="border-emerald-200 bg-emerald-50 text-emerald-700"
        icon={<BadgeCheck />}
        title={text.validTitle}
        lead={text.validLead}
      />
      <Facts certificate={certificate} />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={certificate.pdfPath} download className={buttonClassName()}>
          <Download aria-hidden="true" /> {text.downloadPdf}
        </a>
        <a
          href={certificate.linkedInUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: "outline" })}
        >
          {text.addToLinkedIn}
          <span className="sr-only"> (opens in a new tab)</span>
          <ExternalLink aria-hidden="true" />
        </a>
        <a href={certificate.credentialPath} download className={buttonClassName({ variant: "outline" })}>
          <FileBadge aria-hidden="true" /> {text.downloadCredential}
        </a>
      </div>
      <p className="mt-3 text-sm text-slate-600">{text.credentialHint}</p>
    </>
  );
}

function RevokedView({ certificate }: { certificate: RevokedCertificate }) {
  return (
    <>
      <StatusHeader
        tone="border-red-200 bg-red-50 text-red-700"
        icon={<ShieldX />}
        title={text.revokedTitle}
        lead={text.revokedLead}
      />
      <Facts certificate={certificate}>
        <Fact label={text.revoked}>
          <time dateTime={certificate.revokedAt}>{mediumCalendarDate(certificate.revokedOn)}</time>
        </Fact>
        <Fact label={text.reason}>{certificate.revokedReason}</Fact>
      </Facts>
    </>
  );
}

function UnknownView({ code }: { code: string }) {
  return (
    <>
      <StatusHeader
        tone="border-slate-200 bg-slate-50 text-slate-600"
        icon={<SearchX />}
        title={text.unknownTitle}
        lead={text.unknownLead}
      />
      <p className="mt-6 text-slate-700">
        {text.codeLabel}: <span className="break-all font-mono">{code}</span>
      </p>
      <Link to="/courses" className={buttonClassName({ variant: "outline", className: "mt-6" })}>
        {text.browseCourses}
      </Link>
    </>
  );
}

export function CertificateVerificationPage(props: CertificatePageData) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="mb-4 text-sm font-semibold uppercase tracking-wide text-indigo-700">{text.pageName}</p>
      {props.certificate === null ? (
        <UnknownView code={props.code} />
      ) : props.certificate.status === "valid" ? (
        <ValidView certificate={props.certificate} />
      ) : (
        <RevokedView certificate={props.certificate} />
      )}
    </section>
  );
}
