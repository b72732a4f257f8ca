import 'bootstrap/dist/css/bootstrap.min.css';
import { renderDevHost } from '@ministry/platform/dev-host';
import HomePage from '../pages/home';
import AboutPage from '../pages/about';
import ServicesPage from '../pages/services';
import TeamPage from '../pages/team';
import ContactPage from '../pages/contact';
import ResourcesPage from '../pages/resources';

renderDevHost('content', [
  { path: '/', element: <HomePage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/services', element: <ServicesPage /> },
  { path: '/team', element: <TeamPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/resources', element: <ResourcesPage /> },
]);
