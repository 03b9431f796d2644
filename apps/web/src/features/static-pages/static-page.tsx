import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../lib/i18n/catalogues';
import { useT, type MessageValues } from '../../lib/i18n/use-t';
import { useSiteSettings } from '../../lib/site-settings';
import { useSeo } from '../../components/seo/use-seo';
import { paths } from '../../config/paths';

export interface StaticSection {
  readonly heading?: MessageId;
  readonly paragraphs: readonly MessageId[];
  /** A bulleted list after the paragraphs. */
  readonly items?: readonly MessageId[];
  /** Values for the placeholders of the section's paragraphs (years and figures read from the engine). */
  readonly values?: MessageValues;
}

/** A text page: title, optional lead, sections, and a closing line with the support address. */
export function StaticPage({
  title,
  description,
  lead,
  sections,
  contact,
  testId,
  children,
}: {
  title: MessageId;
  description: MessageId;
  lead?: MessageId;
  sections: readonly StaticSection[];
  /** The text before the support e-mail address at the end of the page. */
  contact?: MessageId;
  testId: string;
  children?: ReactNode;
}) {
  const t = useT();
  const { supportEmail } = useSiteSettings();
  useSeo({ title: t(title), description: t(description) });
  return (
    <div className="page-container" data-testid={testId}>
      <nav className="breadcrumbs" aria-label={t('common.breadcrumbs')}>
        <Link to={paths.home}>{t('nav.home')}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{t(title)}</span>
      </nav>
      <article className="prose">
        <header className="page-header">
          <h1>{t(title)}</h1>
          {lead ? <p className="page-lead">{t(lead)}</p> : null}
        </header>
        {sections.map((section, index) => (
          <section key={section.heading ?? index}>
            {section.heading ? <h2>{t(section.heading)}</h2> : null}
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{t(paragraph, section.values)}</p>
            ))}
            {section.items ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{t(item)}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        {children}
        {contact ? (
          <p>
            {t(contact)} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
        ) : null}
      </article>
    </div>
  );
}
