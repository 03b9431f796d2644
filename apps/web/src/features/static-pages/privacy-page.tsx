import { StaticPage } from './static-page';

export default function PrivacyPage() {
  return (
    <StaticPage
      testId="privacy-page"
      title="privacy.title"
      description="privacy.description"
      sections={[
        { heading: 'privacy.summary.heading', paragraphs: ['privacy.summary.text'] },
        { heading: 'privacy.browser.heading', paragraphs: ['privacy.browser.text'] },
        { heading: 'privacy.calculations.heading', paragraphs: ['privacy.calculations.text'] },
        { heading: 'privacy.logs.heading', paragraphs: ['privacy.logs.text'] },
        { heading: 'privacy.rights.heading', paragraphs: ['privacy.rights.text'] },
        { heading: 'privacy.contact.heading', paragraphs: [] },
      ]}
      contact="privacy.contact.text"
    />
  );
}
