// PLACEHOLDER: replaced by the page's owner; registered in app/router.tsx so every route exists from the start.
export default function ComingSoonPage(_props: { calculatorId: string }) {
  return (
    <div className="page-container">
      <h1>Coming soon</h1>
    </div>
  );
}
