import 'bootstrap/dist/css/bootstrap.min.css';
import { renderPagesDevHost } from '@ministry/platform/dev-host';

renderPagesDevHost('account', (file) => import(`../pages/${file}.tsx`));
