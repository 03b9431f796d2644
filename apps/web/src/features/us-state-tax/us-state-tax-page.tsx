// PLACEHOLDER: replaced by the page's owner; registered in app/router.tsx so every route exists from the start.
export default function UsStateTaxPage() {
  return (
    <div className="page-container">
      <h1>US State Income Tax Calculator</h1>
    </div>
  );
}
