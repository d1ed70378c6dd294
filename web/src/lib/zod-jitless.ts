// Imported first by main.tsx, before any schema is built: zod's compiled parsers probe `new Function`,
// which the Content-Security-Policy blocks and Chromium reports as a violation
// (docs/decisions/047-content-security-policy.md). The server keeps the compiled parsers.
import { z } from 'zod';

z.config({ jitless: true });
