import 'bootstrap/dist/css/bootstrap.min.css';
import { renderDevHost } from '@ministry/platform/dev-host';
import AdminDashboardPage from '../pages/admin-dashboard';

renderDevHost('admin', [{ path: '/admin', element: <AdminDashboardPage /> }]);
