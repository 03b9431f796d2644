// PLACEHOLDER: replaced by the page's owner; registered in app/router.tsx so every route exists from the start.
export default function AboutPage() {
  return (
    <div className="page-container">
      <h1>About TaxAtlas</h1>
    </div>
  );
}
