// The reports page, loaded lazily. The dev server answers its module with
// a 404, as a server answers a chunk a newer deploy has replaced.
export function Component() {
  return <h2 id="reports">Reports</h2>
}
