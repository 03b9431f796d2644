// PLACEHOLDER: replaced by the page's owner; registered in app/router.tsx so every route exists from the start.
export default function CountryHubPage(_props: { country: 'uk' | 'us' | 'germany' }) {
  return (
    <div className="page-container">
      <h1>Country</h1>
    </div>
  );
}
