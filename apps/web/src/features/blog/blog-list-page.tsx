// PLACEHOLDER: replaced by the page's owner; registered in app/router.tsx so every route exists from the start.
export default function BlogListPage() {
  return (
    <div className="page-container">
      <h1>Blog</h1>
    </div>
  );
}
