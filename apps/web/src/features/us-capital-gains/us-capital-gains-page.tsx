// PLACEHOLDER: replaced by the page's owner; registered in app/router.tsx so every route exists from the start.
export default function UsCapitalGainsPage() {
  return (
    <div className="page-container">
      <h1>US Capital Gains Tax Calculator</h1>
    </div>
  );
}
