import 'bootstrap/dist/css/bootstrap.min.css';
import { renderPagesDevHost } from '@ministry/platform/dev-host';

renderPagesDevHost('events', (file) => import(`../pages/${file}.tsx`));
