import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Inline event handler attributes of a page (`onsubmit="return false;"`), the only inline script allowed. */
const INLINE_HANDLER = /\son[a-z]+="([^"]*)"/g;

/**
 * The Content-Security-Policy of an HTML page served here (/docs, /explore): scripts and styles from this
 * origin only (inline style attributes allowed: Swagger UI and the explorer's charts set them), images from
 * this origin or data: URIs, requests to this origin only, and no framing by any other page (clickjacking).
 * The page's own inline event handlers are allowed by hash (`'unsafe-hashes'`), nothing else inline runs.
 */
export function contentSecurityPolicy(page: string): string {
  const hashes = [...new Set([...page.matchAll(INLINE_HANDLER)].map((match) => match[1] ?? ''))].map(
    (handler) => `'sha256-${createHash('sha256').update(handler).digest('base64')}'`,
  );
  const scripts = hashes.length > 0 ? `'self' 'unsafe-hashes' ${hashes.join(' ')}` : `'self'`;
  return [
    `default-src 'none'`,
    `script-src ${scripts}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:`,
    `connect-src 'self'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Sends an HTML page with its Content-Security-Policy and X-Frame-Options (for browsers without CSP 2). */
export function sendPage(reply: FastifyReply, page: string): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', contentSecurityPolicy(page))
    .header('X-Frame-Options', 'DENY')
    .send(page);
}
