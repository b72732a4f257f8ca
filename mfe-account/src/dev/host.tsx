import 'bootstrap/dist/css/bootstrap.min.css';
import { renderDevHost } from '@ministry/platform/dev-host';
import LoginPage from '../pages/login';
import RegisterPage from '../pages/register';
import ForgotPasswordPage from '../pages/forgot-password';
import ResetPasswordPage from '../pages/reset-password';
import VerifyEmailPage from '../pages/verify-email';
import AccountPage from '../pages/account';
import SubscribePage from '../pages/subscribe';
import SubscriptionSuccessPage from '../pages/subscription-success';
import GivePage from '../pages/give';
import GiveThankYouPage from '../pages/give-thank-you';

renderDevHost('account', [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/verify-email', element: <VerifyEmailPage /> },
  { path: '/account', element: <AccountPage /> },
  { path: '/subscribe', element: <SubscribePage /> },
  { path: '/subscription-success', element: <SubscriptionSuccessPage /> },
  { path: '/give', element: <GivePage /> },
  { path: '/give/thank-you', element: <GiveThankYouPage /> },
]);
