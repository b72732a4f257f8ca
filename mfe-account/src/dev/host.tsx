import 'bootstrap/dist/css/bootstrap.min.css';
import { renderDevHost } from '@ministry/platform/dev-host';
import LoginPage from '../pages/login';
import RegisterPage from '../pages/register';
import AccountPage from '../pages/account';
import SubscribePage from '../pages/subscribe';
import SubscriptionSuccessPage from '../pages/subscription-success';

renderDevHost('account', [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/account', element: <AccountPage /> },
  { path: '/subscribe', element: <SubscribePage /> },
  { path: '/subscription-success', element: <SubscriptionSuccessPage /> },
]);
