import './lib/zod-jitless';
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App, whenRouterReady } from './app/app';
import deAuth from './features/auth/locales/de.json';
import { i18n, initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/offline/register-service-worker';
import { keepTypedInput } from './lib/prerendered-input';
import { queryClient } from './lib/query-client';
import './index.css';

// the sign-in page's German texts ship in the entry, so /login renders without waiting for a text file
initI18n({ auth: deAuth });
// learning content comes in the interface's language (docs/decisions/089-content-languages.md): fetch it anew after a switch
i18n.on('languageChanged', () => void queryClient.invalidateQueries());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');

/** Runs `onCommit` right after React has put its DOM in place, before the browser paints it. */
function AfterCommit({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

const root = createRoot(container);
if (container.dataset.prerendered === 'page') {
  // the server sent the page's markup (the sign-in page): replace it only with the same page, once its
  // code, data and texts are there, so nothing flickers or moves; keep what was typed meanwhile
  // (any other page starts with the loading screen, which the app's own replaces at once)
  // (a transition: the render yields to typing and clicks instead of blocking them)
  const typed = keepTypedInput(container);
  // (the page's texts: once its module has registered them, so i18next counts them as loaded)
  void whenRouterReady()
    .then(() => i18n.loadNamespaces(['common', 'auth']))
    .then(() => {
      startTransition(() =>
        root.render(
          <StrictMode>
            <App />
            <AfterCommit onCommit={typed.restore} />
          </StrictMode>,
        ),
      );
    });
} else {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// the installable app: its files and a running question round stay usable offline
registerServiceWorker();
