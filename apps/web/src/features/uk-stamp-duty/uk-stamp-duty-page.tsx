// PLACEHOLDER: replaced by the page's owner; registered in app/router.tsx so every route exists from the start.
export default function UkStampDutyPage() {
  return (
    <div className="page-container">
      <h1>Stamp Duty Calculator</h1>
    </div>
  );
}
