/**
 * The production nonce source: 128 random bits, written with letters and digits only so that it
 * needs no encoding anywhere (RFC 5849 only asks for uniqueness per timestamp).
 */
import { randomBytes } from 'node:crypto';
import type { NonceSource } from '../services.ts';

/** A fresh random nonce per call. */
export const randomNonce: NonceSource = () => randomBytes(16).toString('hex');
