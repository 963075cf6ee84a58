import { hash } from 'node:crypto';

/**
 * What the shop stores of a secret token it hands out (a session, a reset link, a code's proof, a status link): its
 * SHA-256 in hex, never the token. One function for every such token; Node's one-shot `hash` (no Hash object per
 * call: a session is checked on every signed-in request, issue 32) gives the same digest as createHash's.
 */
export const tokenDigest = (token: string): string => hash('sha256', token, 'hex');
