// npm start: build the SPA if needed, then serve the whole product (API + SPA) on one port.
import { register } from 'tsx/esm/api';
import { buildIfNeeded } from './lib/build-if-needed.mjs';

buildIfNeeded();
process.env.NODE_ENV ??= 'production';
register();
await import('../server/src/index.ts');
