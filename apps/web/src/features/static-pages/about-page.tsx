import { StaticPage } from './static-page';

export default function AboutPage() {
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
    />
  );
}
