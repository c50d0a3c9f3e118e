export function Page(pageContext) {
  return '<h1>' + pageContext.data.title + '</h1>';
}
