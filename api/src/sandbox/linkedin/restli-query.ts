import type { RestliValue } from '../../connectors/linkedin_api/restli.js';

/** A query LinkedIn would refuse: not Rest.li 2.0. */
export class RestliSyntaxError extends Error {}

/** Characters with a meaning in Rest.li 2.0; inside a value they must be percent-encoded. */
const RESERVED = new Set(['(', ')', ',', ':', "'"]);

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new RestliSyntaxError(`${text.slice(0, 40)} is not percent-encoded properly`);
  }
}

/**
 * A strict reader of Rest.li 2.0 values as they travel in a URL, still
 * percent-encoded: `List(a,b)`, `(key:value)`, `''` for the empty string, and
 * leaves percent-decoded. Leaves stay strings, as Rest.li leaves typing to the
 * schema. A raw reserved character where a leaf is expected is an error, as
 * it is for LinkedIn.
 */
class RestliReader {
  private position = 0;

  constructor(private readonly text: string) {}

  whole(): RestliValue {
    const value = this.value();
    if (this.position !== this.text.length) this.fail('unexpected text after the value');
    return value;
  }

  private value(): RestliValue {
    if (this.text.startsWith('List(', this.position)) return this.list();
    if (this.text[this.position] === '(') return this.record();
    if (this.text.startsWith("''", this.position)) {
      this.position += 2;
      return '';
    }
    return this.leaf();
  }

  private list(): RestliValue[] {
    this.position += 'List('.length;
    const items: RestliValue[] = [];
    if (this.accept(')')) return items;
    do items.push(this.value());
    while (this.accept(','));
    this.expect(')');
    return items;
  }

  private record(): Record<string, RestliValue> {
    this.position += 1;
    // No prototype: a key such as __proto__ stays a key.
    const record = Object.create(null) as Record<string, RestliValue>;
    if (this.accept(')')) return record;
    do {
      const key = this.leaf();
      if (Object.hasOwn(record, key)) this.fail(`the key ${key} is repeated`);
      this.expect(':');
      record[key] = this.value();
    } while (this.accept(','));
    this.expect(')');
    return record;
  }

  private leaf(): string {
    const start = this.position;
    while (this.position < this.text.length && !RESERVED.has(this.text[this.position]!)) this.position += 1;
    if (this.position === start) this.fail('a value is missing');
    return decode(this.text.slice(start, this.position));
  }

  private accept(char: string): boolean {
    if (this.text[this.position] !== char) return false;
    this.position += 1;
    return true;
  }

  private expect(char: string): void {
    if (!this.accept(char)) this.fail(`"${char}" expected`);
  }

  private fail(reason: string): never {
    throw new RestliSyntaxError(`${reason} at position ${this.position}`);
  }
}

export const parseRestli = (text: string): RestliValue => new RestliReader(text).whole();

export interface RestliRequest {
  params: Map<string, RestliValue>;
  /** The `fields` projection, when asked for. */
  fields?: string[];
}

/** The parameters of a request URL, each read strictly as a Rest.li 2.0 value. */
export function restliRequest(url: string): RestliRequest {
  const query = url.split('#')[0]?.split('?').slice(1).join('?') ?? '';
  const params = new Map<string, RestliValue>();
  let fields: string[] | undefined;
  for (const pair of query.split('&').filter(Boolean)) {
    const equals = pair.indexOf('=');
    if (equals <= 0) throw new RestliSyntaxError(`the parameter ${pair.slice(0, 40)} has no value`);
    const name = decode(pair.slice(0, equals));
    if (params.has(name) || (name === 'fields' && fields)) throw new RestliSyntaxError(`the parameter ${name} is repeated`);
    const raw = pair.slice(equals + 1);
    if (name === 'fields') fields = raw.split(',').map(decode);
    else params.set(name, parseRestli(raw));
  }
  return { params, fields };
}
