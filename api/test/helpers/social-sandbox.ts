import type { TestClient } from './client.js';

/** A person as the sandbox's sign-in page takes them. */
export interface SandboxPerson {
  email: string;
  name: string;
}

const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
const unescape = (text: string) => text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

/**
 * Goes through a provider's sign-in page in the sandbox as a browser would:
 * opens the page (or follows its immediate redirect, when a switch declines
 * for the person), fills in who they are, and answers where the provider
 * sends the browser back.
 */
export async function throughProvider(pageUrl: string, person: SandboxPerson, decision: 'allow' | 'deny' = 'allow'): Promise<URL> {
  const page = await fetch(pageUrl, { redirect: 'manual' });
  if (page.status === 302) return new URL(page.headers.get('location') as string);
  if (page.status !== 200) throw new Error(`the sign-in page answered ${page.status}: ${await page.text()}`);
  const html = await page.text();
  const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
  const action = new URL(unescape(attribute(form, 'action') ?? ''), pageUrl);
  const fields = new URLSearchParams();
  for (const input of html.match(/<input[^>]*type="hidden"[^>]*>/g) ?? []) fields.set(attribute(input, 'name') ?? '', unescape(attribute(input, 'value') ?? ''));
  fields.set('email', person.email);
  fields.set('name', person.name);
  fields.set('decision', decision);
  const answer = await fetch(action, { method: 'POST', body: fields, redirect: 'manual' });
  if (answer.status !== 302) throw new Error(`the sign-in page's form answered ${answer.status}: ${await answer.text()}`);
  return new URL(answer.headers.get('location') as string);
}

/** Follows the provider's redirect back to the callback with the client's cookies; answers where the product sends the browser. */
export async function returnFromProvider(client: TestClient, back: URL): Promise<URL> {
  const response = await client.get(`${back.pathname}${back.search}`, { headers: { accept: 'text/html' } });
  if (response.statusCode !== 302) throw new Error(`the callback answered ${response.statusCode}: ${response.body}`);
  return new URL(response.headers.location as string, 'http://app.invalid');
}
