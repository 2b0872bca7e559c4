const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A JSON answer as Rank Ranger's default XML output: objects as elements, list items as <row>. */
export function toXml(value: unknown, tag = 'response'): string {
  if (Array.isArray(value)) return `<${tag}>${value.map((item) => toXml(item, 'row')).join('')}</${tag}>`;
  if (value && typeof value === 'object')
    return `<${tag}>${Object.entries(value)
      .map(([key, item]) => toXml(item, key))
      .join('')}</${tag}>`;
  return `<${tag}>${escape(String(value ?? ''))}</${tag}>`;
}
