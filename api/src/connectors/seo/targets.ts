import { readDomain } from '../../campaigns/domain-input.js';
import { requiredText } from '../query-config.js';
import { SourceProviderError, type ConnectorContext, type SourceProperty } from '../types.js';

/** Domains one SEO source reports on: each widget and each Mission Control domain reads one of them. */
const MAX_TARGETS = 25;

/** How the domains are typed: separated by commas, semicolons, spaces or lines. */
const SEPARATORS = /[\s,;]+/;

/**
 * The target domains of an SEO tool that lists none of its own (Semrush,
 * Ahrefs), as the user typed them in the source's account field
 * ("acme.com, shop.acme.com"): each read as a public domain name, without
 * repeats; or what is wrong with them.
 */
export function readTargets(account: string): { targets: string[] } | { problem: string } {
  const typed = account.split(SEPARATORS).filter(Boolean);
  if (!typed.length) return { problem: 'Enter the domains to report on, such as example.com.' };
  const targets: string[] = [];
  for (const entry of typed) {
    const read = readDomain(entry);
    if ('problem' in read) return { problem: `${entry}: ${read.problem}` };
    if (!targets.includes(read.domain)) targets.push(read.domain);
  }
  if (targets.length > MAX_TARGETS) return { problem: `Enter at most ${MAX_TARGETS} domains per source; connect another source for more.` };
  return { targets };
}

/** The account as it is stored and shown: the domains read, one comma apart. */
export const targetsAccount = (targets: readonly string[]) => targets.join(', ');

function targetsOf(context: ConnectorContext): string[] {
  const read = readTargets(context.account ?? '');
  if ('problem' in read) throw new SourceProviderError(`The source's domains cannot be read: ${read.problem}`, 400);
  return read.targets;
}

/** Each target domain as a property of the source: what widgets, templates and Mission Control choose from. */
export const targetProperties = (context: ConnectorContext): SourceProperty[] => targetsOf(context).map((domain) => ({ id: domain, name: domain, group: null }));

/** The widget's target: its `property`, which must be one of the source's domains (a widget never spends units on another site). */
export function widgetTarget(context: ConnectorContext, config: Record<string, unknown>): string {
  const target = requiredText(config, 'property');
  if (!targetsOf(context).includes(target)) throw new SourceProviderError(`${target} is not one of this source's domains: add it to the source in Company Sources.`, 400);
  return target;
}
