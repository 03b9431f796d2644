// PLACEHOLDER: replaced by the page's owner; registered in app/router.tsx so every route exists from the start.
export default function LoginPage() {
  return (
    <div className="page-container">
      <h1>Log In</h1>
    </div>
  );
}
