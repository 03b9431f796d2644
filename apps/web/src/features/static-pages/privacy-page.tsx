// PLACEHOLDER: replaced by the page's owner; registered in app/router.tsx so every route exists from the start.
export default function PrivacyPage() {
  return (
    <div className="page-container">
      <h1>Privacy Policy</h1>
    </div>
  );
}
