import { StaticPage } from './static-page';

export default function TermsPage() {
  return (
    <StaticPage
      testId="terms-page"
      title="terms.title"
      description="terms.description"
      sections={[
        { heading: 'terms.use.heading', paragraphs: ['terms.use.text'] },
        { heading: 'terms.info.heading', paragraphs: ['terms.info.text'] },
        { heading: 'terms.accuracy.heading', paragraphs: ['terms.accuracy.text'] },
        { heading: 'terms.conduct.heading', paragraphs: ['terms.conduct.text'] },
        { heading: 'terms.liability.heading', paragraphs: ['terms.liability.text'] },
        { heading: 'terms.changes.heading', paragraphs: ['terms.changes.text'] },
      ]}
      contact="terms.contact.text"
    />
  );
}
