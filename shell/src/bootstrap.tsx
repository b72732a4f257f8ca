import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { App } from './app';
import { loadRemoteMap } from './remotes/remote-loader';

// Start fetching the runtime remote map at once; sections wait for it, the header and footer do not.
void loadRemoteMap();

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
