import { Outlet } from 'react-router-dom';

export default function DashboardLayoutPage() {
  return <Outlet />;
}
