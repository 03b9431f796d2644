import { ClockIcon } from '../../components/icons';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../lib/i18n/catalogues';
import { useT } from '../../lib/i18n/use-t';
import { paths } from '../../config/paths';
import { stateTaxArticleTeasers } from './article-teasers';

/** The guide's sections, in order; the ids are the anchors docs/product.md names ("US state income tax page"). */
const guideSections = [
  { id: 'what-is-state-tax', title: 'stateTax.guide.what.title', paragraphs: ['stateTax.guide.what.p1', 'stateTax.guide.what.p2'] },
  { id: 'current-rates', title: 'stateTax.guide.rates.title', paragraphs: ['stateTax.guide.rates.p1'] },
  {
    id: 'state-variations',
    title: 'stateTax.guide.variations.title',
    paragraphs: [
      'stateTax.guide.variations.p1',
      'stateTax.guide.variations.p2',
      'stateTax.guide.variations.p3',
      'stateTax.guide.variations.p4',
    ],
  },
  {
    id: 'deductions',
    title: 'stateTax.guide.deductions.title',
    paragraphs: ['stateTax.guide.deductions.p1', 'stateTax.guide.deductions.p2', 'stateTax.guide.deductions.p3'],
  },
  {
    id: 'planning',
    title: 'stateTax.guide.planning.title',
    paragraphs: ['stateTax.guide.planning.p1', 'stateTax.guide.planning.p2', 'stateTax.guide.planning.p3', 'stateTax.guide.planning.p4'],
  },
  {
    id: 'professional-advice',
    title: 'stateTax.guide.advice.title',
    paragraphs: ['stateTax.guide.advice.p1', 'stateTax.guide.advice.p2'],
  },
] as const satisfies ReadonlyArray<{ id: string; title: MessageId; paragraphs: readonly MessageId[] }>;

/** docs/product.md, "US state income tax page": the static reference rates the guide quotes. */
const referenceRates = [
  { state: 'California', rate: '1% – 13.3%', note: 'stateTax.guide.rates.ca' },
  { state: 'New York', rate: '4% – 10.9%', note: 'stateTax.guide.rates.ny' },
  { state: 'Texas', rate: '0%', note: 'stateTax.guide.rates.none' },
  { state: 'Florida', rate: '0%', note: 'stateTax.guide.rates.none' },
  { state: 'Illinois', rate: '4.95%', note: 'stateTax.guide.rates.flat' },
] as const satisfies ReadonlyArray<{ state: string; rate: string; note: MessageId }>;

export function StateTaxGuide() {
  const t = useT();
  return (
    <article className="guide" aria-labelledby="state-tax-guide-title">
      <h2 id="state-tax-guide-title">{t('stateTax.guide.title')}</h2>
      <nav className="guide-toc" data-testid="guide-toc" aria-label={t('stateTax.guide.toc')}>
        <h3>{t('stateTax.guide.toc')}</h3>
        <ol>
          {guideSections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t(section.title)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {guideSections.map((section) => (
        <section key={section.id} id={section.id} className="guide-section" aria-labelledby={`${section.id}-heading`}>
          <h3 id={`${section.id}-heading`}>{t(section.title)}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{t(paragraph)}</p>
          ))}
          {section.id === 'current-rates' ? (
            <table className="guide-table" data-testid="reference-rates">
              <caption>{t('stateTax.guide.rates.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('stateTax.guide.rates.state')}</th>
                  <th scope="col">{t('stateTax.guide.rates.rate')}</th>
                  <th scope="col">{t('stateTax.guide.rates.note')}</th>
                </tr>
              </thead>
              <tbody>
                {referenceRates.map((row) => (
                  <tr key={row.state}>
                    <th scope="row">{row.state}</th>
                    <td>{row.rate}</td>
                    <td>{t(row.note)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ))}
    </article>
  );
}

export function StateTaxArticleTeasers() {
  const t = useT();
  return (
    <section className="article-teasers" aria-labelledby="state-tax-articles">
      <h2 id="state-tax-articles">{t('stateTax.teasers.title')}</h2>
      <ul className="article-teaser-grid">
        {stateTaxArticleTeasers.map((teaser) => (
          <li key={teaser.id} className="article-teaser" data-testid="article-teaser" data-keywords={teaser.keywords.join(', ')}>
            <span className="article-teaser-category">{t(teaser.category)}</span>
            <h3>
              <Link to={paths.blogArticle(teaser.id)}>{t(teaser.title)}</Link>
            </h3>
            <p>{t(teaser.excerpt)}</p>
            <span className="article-teaser-time">
              <ClockIcon size={14} /> {t('stateTax.teasers.readTime', { minutes: teaser.readTime })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
