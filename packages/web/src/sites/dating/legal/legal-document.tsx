import type { ReactNode } from 'react';

/** Props every legal content component takes; names and the address come from configuration. */
export type LegalContentProps = {
  product: string;
  company: string;
  supportEmail: string;
};

/** One entry of a document's table of contents; `id` is the anchor of the matching section. */
export type LegalTocEntry = {
  id: string;
  label: string;
};

type LegalDocumentProps = {
  title: string;
  effective: string;
  /** Optional table of contents shown above the body, linking to the section anchors. */
  toc?: readonly LegalTocEntry[];
  /** Optional short summary shown between the heading and the table of contents. */
  intro?: ReactNode;
  children: ReactNode;
};

const bodyText =
  'space-y-4 [&_a]:font-medium [&_a]:text-ice-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-ocean-950 [&_strong]:font-semibold [&_strong]:text-ocean-950';

/** Readable single-column layout for a legal document: title, effective date, contents, sections. */
export function LegalDocument({ title, effective, toc, intro, children }: LegalDocumentProps) {
  return (
    <article className="mx-auto w-full max-w-[70ch] px-4 py-10 text-base leading-relaxed text-ocean-800 sm:px-6 sm:py-16">
      <header className="border-b border-ocean-100 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-ocean-950 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm font-medium text-ocean-600">{`Effective: ${effective}`}</p>
        {intro ? <div className={`mt-6 ${bodyText}`}>{intro}</div> : null}
      </header>
      {toc && toc.length > 0 ? (
        <nav
          aria-labelledby="legal-contents"
          className="mt-8 rounded-lg bg-ocean-50 p-5 ring-1 ring-ocean-100"
        >
          <h2 id="legal-contents" className="text-sm font-semibold uppercase tracking-wide text-ocean-600">
            Contents
          </h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {toc.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  className="text-ice-700 underline-offset-2 hover:text-ocean-950 hover:underline"
                >
                  {entry.label}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="mt-4">{children}</div>
    </article>
  );
}

type LegalSectionProps = {
  id: string;
  /** Section number shown before the title, e.g. "4"; omit for unnumbered parts such as an appendix. */
  number?: string;
  title: string;
  children: ReactNode;
};

/** A numbered top-level section with an anchor id that the table of contents links to. */
export function LegalSection({ id, number, title, children }: LegalSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 pt-10">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight text-ocean-950">
        {number ? `${number}. ${title}` : title}
      </h2>
      <div className={`mt-4 ${bodyText}`}>{children}</div>
    </section>
  );
}

type LegalSubsectionProps = {
  id?: string;
  title: string;
  children: ReactNode;
};

/** A titled part inside a section. */
export function LegalSubsection({ id, title, children }: LegalSubsectionProps) {
  return (
    <div id={id} className="scroll-mt-24 pt-2">
      <h3 className="text-lg font-semibold text-ocean-950">{title}</h3>
      <div className="mt-2 space-y-3">{children}</div>
    </div>
  );
}

/** A bulleted list with consistent spacing. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-ocean-500">{children}</ul>;
}

/** A highlighted box for information a reader must not miss (for example emergency numbers). */
export function LegalNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside className="rounded-lg border-l-4 border-amber-500 bg-amber-50 p-4 text-ocean-900">
      <p className="font-semibold text-ocean-950">{title}</p>
      <div className="mt-2 space-y-2">{children}</div>
    </aside>
  );
}

type LegalTableRow = {
  label: string;
  value: ReactNode;
};

type LegalTableProps = {
  caption: string;
  headings: readonly [string, string];
  rows: readonly LegalTableRow[];
};

/** A two-column table (for example, what we keep and for how long). */
export function LegalTable({ caption, headings, rows }: LegalTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="pb-2 text-left text-sm text-ocean-600">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-ocean-300">
            <th scope="col" className="py-2 pr-4 font-semibold text-ocean-950">
              {headings[0]}
            </th>
            <th scope="col" className="py-2 font-semibold text-ocean-950">
              {headings[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-ocean-100 align-top">
              <th scope="row" className="py-2 pr-4 font-medium text-ocean-950">
                {row.label}
              </th>
              <td className="py-2">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A mailto link for an address that comes from configuration. */
export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** Emergency numbers, shared by every legal document so they stay identical. */
export function EmergencyNotice({ product }: { product: string }) {
  return (
    <LegalNotice title="If you are in danger, call emergency services first">
      <p>
        {product} is not an emergency service. If you or someone else is in immediate danger, call the police:{' '}
        <strong>911</strong> in the USA and Canada, <strong>111</strong> in New Zealand, and{' '}
        <strong>000</strong> in Australia. Elsewhere, use your local emergency number.
      </p>
    </LegalNotice>
  );
}
