/** A node of Highcharts' parsed markup: the part of its AST node this shortcut makes. */
interface TextNode {
  tagName: '#text';
  textContent: string;
}

/** How Highcharts' AST turns a label's markup into its nodes (an internal method, `AST.prototype.parseMarkup`). */
export type ParseMarkup = (this: unknown, markup: string) => unknown[];

/**
 * Text the HTML parser reads as itself: no tag or character reference, no
 * NUL (which it drops) or carriage return (which it rewrites), and no
 * `style=`, which Highcharts rewrites before parsing.
 */
const PLAIN_TEXT = /^(?:(?!style=)[^<&\0\r])*$/;

/**
 * Highcharts' label parsing, without a document for plain text. Highcharts
 * parses every label that may wrap (one with a space, a width or an
 * outline: nearly every axis label) with a DOMParser, which makes an HTML
 * document per label: about 150 for a first screen of seven charts, some
 * 25 ms of their drawing. Plain text parses to one text node of the
 * trimmed text, which this returns at once; anything else goes to
 * Highcharts' own parser.
 */
export function withPlainTextShortcut(parse: ParseMarkup): ParseMarkup {
  return function parseMarkup(this: unknown, markup: string) {
    if (!PLAIN_TEXT.test(markup)) return parse.call(this, markup);
    const text = markup.trim();
    return text === '' ? [] : [{ tagName: '#text', textContent: text } satisfies TextNode];
  };
}
