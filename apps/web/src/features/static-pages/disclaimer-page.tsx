import { StaticPage } from './static-page';

export default function DisclaimerPage() {
  return (
    <StaticPage
      testId="disclaimer-page"
      title="disclaimer.title"
      description="disclaimer.description"
      lead="disclaimer.lead"
      sections={[
        { heading: 'disclaimer.notAdvice.heading', paragraphs: ['disclaimer.notAdvice.text'] },
        { heading: 'disclaimer.simplified.heading', paragraphs: ['disclaimer.simplified.text'] },
        { heading: 'disclaimer.years.heading', paragraphs: ['disclaimer.years.text'] },
        { heading: 'disclaimer.professional.heading', paragraphs: ['disclaimer.professional.text'] },
      ]}
      contact="disclaimer.report.text"
    />
  );
}
