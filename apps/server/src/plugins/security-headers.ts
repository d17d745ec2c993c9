import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { plaidLinkSources } from '../providers/bank/plaid-link-sources';

/** The origin of a URL template such as `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
function originOf(template: string): string | null {
  try {
    return new URL(template.replace(/\{[^}]*\}/g, 'x')).origin;
  } catch {
    return null;
  }
}

/** Where browsers load uploaded images from when S3 holds them (the public URL, the endpoint or AWS). */
function fileOrigin(config: Config): string | null {
  if (!config.S3_BUCKET) return null;
  if (config.S3_PUBLIC_URL) return originOf(config.S3_PUBLIC_URL);
  if (config.S3_ENDPOINT) return originOf(config.S3_ENDPOINT);
  return `https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`;
}

/**
 * The Content-Security-Policy of every response (ADR 0036).
 * - Scripts: only the app's own bundle files, never inline code or eval.
 * - Styles: 'unsafe-inline' for styles only, because antd's CSS-in-JS writes <style> elements at run time
 *   (a nonce would mean rewriting index.html per response and threading it into antd and leaflet).
 * - Images: the app, data:/blob: (previews of files being uploaded), the map tile host from MAP_TILE_URL
 *   and the S3 host when uploads live there.
 * - connect-src 'self': the REST API and the live stream (Connect over fetch) are on the app's origin.
 * - frame-ancestors 'none': no one may frame the app (clickjacking); frames only for YouTube auction video.
 * - worker-src and manifest-src 'self': the installable app's service worker and manifest, nothing else.
 */
export function contentSecurityPolicy(config: Config) {
  const imageHosts = [originOf(config.MAP_TILE_URL), fileOrigin(config)].filter((h): h is string => !!h);
  // With Plaid configured, Plaid Link's script, iframe and API host (ADR 0021); none of them otherwise.
  const plaid = plaidLinkSources(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...plaid.script],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...imageHosts],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...plaid.connect],
    frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', ...plaid.frame],
    // The app's service worker (/sw.js) and its web manifest, both from the app's origin (ADR 0052).
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Behind plain HTTP (local runs, tests) upgrading would break every request; production sits behind TLS.
    upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
  };
}

/**
 * Browser features the app never asks for are denied to it and to every frame it embeds (a script injected
 * anyhow cannot turn on the camera). Geolocation stays for the app's own origin: the live room's "nearest
 * place" asks for the position. Features YouTube's player needs (fullscreen, autoplay) keep their defaults.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
].join(', ');

/**
 * HSTS whenever browsers reach the app over TLS: in production, when PUBLIC_URL is https, or behind a
 * balancer (TRUST_PROXY set), which is where TLS ends. Plain local runs never send it.
 */
export function sendsStrictTransportSecurity(config: Config): boolean {
  return (
    config.NODE_ENV === 'production' || config.PUBLIC_URL.startsWith('https:') || config.TRUST_PROXY !== false
  );
}

/**
 * Security headers on every response (helmet: CSP, nosniff, frame protection, referrer policy, HSTS in
 * production) and compression (brotli, then gzip) of API answers. Registered before the static files, so
 * the web app's precompressed .br/.gz files are sent as they are and never compressed twice.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // The map tiles and S3 photos are cross-origin images without CORP headers.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: sendsStrictTransportSecurity(config)
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Text answers only; the live stream (Connect / gRPC-web) must reach the browser frame by frame.
    customTypes: /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/,
    // Brotli at quality 4: near gzip's speed with a smaller answer; the web app's files come precompressed at 11.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
