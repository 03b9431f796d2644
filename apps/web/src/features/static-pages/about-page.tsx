import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n/use-t';
import { supportedYearSpans } from '../../lib/tax-year-copy';
import { StaticPage } from './static-page';

/** The coverage paragraph names the years the engine has, calculator family by calculator family. */
const coverageYears = {
  ukFirstYear: supportedYearSpans.uk.firstYear,
  ukLastYear: supportedYearSpans.uk.lastYear,
  usFirstYear: supportedYearSpans.us.firstYear,
  usLastYear: supportedYearSpans.us.lastYear,
  usStateFirstYear: supportedYearSpans.usStates.firstYear,
  usStateLastYear: supportedYearSpans.usStates.lastYear,
  germanFirstYear: supportedYearSpans.germany.firstYear,
  germanLastYear: supportedYearSpans.germany.lastYear,
};

export default function AboutPage() {
  const t = useT();
  return (
    <StaticPage
      testId="about-page"
      title="about.title"
      description="about.description"
      lead="about.lead"
      sections={[
        { heading: 'about.mission.heading', paragraphs: ['about.mission.text'] },
        { heading: 'about.method.heading', paragraphs: ['about.method.text'] },
        { heading: 'about.coverage.heading', paragraphs: ['about.coverage.text'], values: coverageYears },
        { heading: 'about.limits.heading', paragraphs: ['about.limits.text'] },
        { heading: 'about.contact.heading', paragraphs: [] },
      ]}
      contact="about.contact.text"
    >
      {/* Under the Contact heading (the last section), before the support address. */}
      <p>
        {t('about.contact.formText')}{' '}
        <Link to={paths.contact} data-testid="about-contact-link">
          {t('about.contact.formLink')}
        </Link>
        .
      </p>
    </StaticPage>
  );
}
