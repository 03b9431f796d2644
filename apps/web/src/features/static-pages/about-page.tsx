import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n/use-t';
import { StaticPage } from './static-page';

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
        { heading: 'about.coverage.heading', paragraphs: ['about.coverage.text'] },
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
