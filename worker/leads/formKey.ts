/**
 * The form key: every page the Worker serves carries a fresh one in its forms (`form_key`), signed with
 * FORM_KEY_SECRET, so a post shows that it came from a page of this site and when that page was served,
 * with or without JavaScript. It makes a post's idempotency key (a double click, a retry and a reload are
 * one lead) and two spam signals (no key; sent within seconds of the page).
 */
import { guardFields } from '../../lib/leads/leadActions'

/** A key read back: when its page was served, and its nonce (one per page view). */
export interface FormKey {
  issuedAt: number
  nonce: string
}

const encoder = new TextEncoder()
const keys = new Map<string, Promise<CryptoKey>>()

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ])
    keys.set(secret, key)
  }
  return key
}

const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

function fromBase64url(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

/** A new key for a page served now: `v1.<time>.<nonce>.<signature>`. */
export async function issueFormKey(secret: string, now = Date.now()): Promise<string> {
  const body = `v1.${now.toString(36)}.${base64url(crypto.getRandomValues(new Uint8Array(12)))}`
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(body))
  return `${body}.${base64url(signature)}`
}

/** The key a post carries, if it is one this site signed; null otherwise (missing, altered or forged). */
export async function readFormKey(secret: string, value: string | undefined): Promise<FormKey | null> {
  const match = /^(v1\.([0-9a-z]{1,12})\.([\w-]{16}))\.([\w-]{43})$/.exec(value ?? '')
  if (!match) return null
  const signature = fromBase64url(match[4])
  if (!signature) return null
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(match[1]))
  return valid ? { issuedAt: parseInt(match[2], 36), nonce: match[3] } : null
}

/**
 * A page with a fresh form key in each of its forms that has none. The page is made for this visit alone, so its
 * validator goes: a browser's revalidation must not bring back another visit's key.
 */
export function withFormKeys(page: Response, key: string): Response {
  const headers = new Headers(page.headers)
  headers.delete('ETag')
  headers.delete('Last-Modified')
  const keyed = new HTMLRewriter()
    .on(`input[name="${guardFields.formKey}"]`, {
      element(input) {
        // A form given back with its visitor's own key (answer.ts, notStored) keeps it.
        if (!input.getAttribute('value')) input.setAttribute('value', key)
      },
    })
    .transform(new Response(page.body, { status: page.status, statusText: page.statusText, headers }))
  return keyed
}
