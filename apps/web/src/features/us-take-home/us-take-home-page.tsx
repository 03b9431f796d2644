// PLACEHOLDER: replaced by the page's owner; registered in app/router.tsx so every route exists from the start.
export default function UsTakeHomePage() {
  return (
    <div className="page-container">
      <h1>US Take-Home Pay Calculator</h1>
    </div>
  );
}
