// The built app registers its service worker (web/src/service-worker/sw.ts); the development server
// has none, so nothing is cached while developing.
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // after the first page has loaded: the worker's downloads do not compete with the app's own
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
