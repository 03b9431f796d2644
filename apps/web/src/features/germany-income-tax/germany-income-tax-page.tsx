// PLACEHOLDER: replaced by the page's owner; registered in app/router.tsx so every route exists from the start.
export default function GermanyIncomeTaxPage() {
  return (
    <div className="page-container">
      <h1>German Income Tax Calculator</h1>
    </div>
  );
}
