import { Link, Outlet } from 'react-router';

// The orders layout: its link stays while the child route shows its error.
export default function Orders() {
  return (
    <>
      <Link id="order" to="/orders/7">Order 7</Link>
      <Outlet />
    </>
  );
}
