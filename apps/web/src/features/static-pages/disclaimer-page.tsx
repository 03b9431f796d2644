// PLACEHOLDER: replaced by the page's owner; registered in app/router.tsx so every route exists from the start.
export default function DisclaimerPage() {
  return (
    <div className="page-container">
      <h1>Tax Disclaimer</h1>
    </div>
  );
}
