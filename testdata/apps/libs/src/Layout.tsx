import { Link, Outlet } from 'react-router'

export default function Layout() {
  return (
    <main>
      <nav>
        <Link id="to-home" to="/">Home</Link> <Link id="to-invoice" to="/invoices/7">Invoice 7</Link>{' '}
        <Link id="to-receipt" to="/receipt">Receipt</Link>{' '}
        <Link id="to-reports" to="/reports">Reports</Link>
      </nav>
      <Outlet />
    </main>
  )
}
