import { StaticPage } from './static-page';

export default function CookiesPage() {
  return (
    <StaticPage
      testId="cookies-page"
      title="cookiesPage.title"
      description="cookiesPage.description"
      lead="cookiesPage.lead"
      sections={[
        {
          heading: 'cookiesPage.what.heading',
          paragraphs: ['cookiesPage.what.text'],
          items: ['cookiesPage.item.language', 'cookiesPage.item.consent'],
        },
        { heading: 'cookiesPage.remove.heading', paragraphs: ['cookiesPage.remove.text'] },
        { heading: 'cookiesPage.changes.heading', paragraphs: ['cookiesPage.changes.text'] },
      ]}
      contact="cookiesPage.contact.text"
    />
  );
}
