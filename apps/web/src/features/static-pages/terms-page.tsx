// PLACEHOLDER: replaced by the page's owner; registered in app/router.tsx so every route exists from the start.
export default function TermsPage() {
  return (
    <div className="page-container">
      <h1>Terms of Service</h1>
    </div>
  );
}
