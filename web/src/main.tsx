import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import deAuth from './features/auth/locales/de.json';
import { initI18n } from './lib/i18n';
import './index.css';

// the sign-in page's German texts ship in the entry, so /login renders without waiting for a text file
initI18n({ auth: deAuth });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
