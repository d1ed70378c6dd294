// Security headers (docs/decisions/047-content-security-policy.md): hono's secureHeaders on every
// answer, the Content-Security-Policy and Permissions-Policy on HTML pages, a deny-all CSP on JSON.
import { VIDEO_EMBED_ORIGINS, VIDEO_THUMBNAIL_ORIGINS } from '@common/domain/video-hosts';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const policy = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The built SPA has no inline script or style element; React's style props go through the CSSOM, which no CSP governs. */
export const HTML_CONTENT_SECURITY_POLICY = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', ...VIDEO_THUMBNAIL_ORIGINS],
  'media-src': ["'self'"],
  'connect-src': ["'self'"],
  // the installable app (docs/decisions/081-installable-offline-practice.md): default-src covers both,
  // named so that a stricter default-src later does not silently take them
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-src': VIDEO_EMBED_ORIGINS,
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/**
 * An API answer is never a page: if one is opened directly, it may load and run nothing. The sandbox
 * matters for the uploaded files (a learner's lab letter, an admin's video) served from /api: opened
 * as a page, even a file that a browser took for HTML or SVG runs no script on the platform's origin.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * The microphone for the exam trainer's dictation, on the platform itself only (not in the video
 * frames). Features the video embeds ask for (fullscreen, picture-in-picture, autoplay) stay unlisted:
 * a header allowlist of (self) would take them from the frames despite their allow attribute.
 */
export const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'camera=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers only a document (a page) acts on. The built files under /assets/ (scripts, styles, images)
 * go without them: fifteen of them load with the sign-in page, so they cost bytes and protect nothing.
 * Such a file keeps nosniff, its resource policy and the referrer policy (a module script's requests
 * follow it).
 */
const DOCUMENT_ONLY_HEADERS = [
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

export function securityHeaders({ appUrl }: { appUrl: string }): MiddlewareHandler {
  const baseHeaders = secureHeaders({
    // the video embeds do not send Cross-Origin-Resource-Policy headers
    crossOriginEmbedderPolicy: false,
    xFrameOptions: 'DENY',
    // over http a browser ignores HSTS, and a local http APP_URL must not pin https on localhost
    strictTransportSecurity: appUrl.startsWith('https://') ? STRICT_TRANSPORT_SECURITY : false,
  });
  return async (c, next) => {
    await baseHeaders(c, next);
    // set on the answer's own headers, as secureHeaders does: c.header() after the answer is built
    // would rebuild it as a streamed web Response (server/src/compression.ts, declareJsonLength)
    const contentType = c.res.headers.get('content-type') ?? '';
    if (c.req.path.startsWith('/assets/') && !contentType.startsWith('text/html')) {
      for (const name of DOCUMENT_ONLY_HEADERS) c.res.headers.delete(name);
    } else if (contentType.startsWith('text/html')) {
      c.res.headers.set('Content-Security-Policy', HTML_CONTENT_SECURITY_POLICY);
      c.res.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    } else if (contentType.startsWith('application/json') || c.req.path.startsWith('/api/')) {
      c.res.headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    }
  };
}
