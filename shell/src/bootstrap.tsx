import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { App } from './app';

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
