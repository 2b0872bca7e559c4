/**
 * Whether a text is a CSS colour the dashboard styles may take (spec §5: other
 * values are ignored and the previous one kept). One rule for the editor and
 * the API: hex (#rgb, #rgba, #rrggbb, #rrggbbaa), rgb()/rgba() and
 * hsl()/hsla() in their comma and space syntaxes with in-range components,
 * `transparent`, and the CSS named colours. Keywords that depend on context
 * (currentcolor, inherit, system colours) are not colours of a theme.
 */
export function isCssColor(value: string): boolean {
  const text = value.trim().toLowerCase();
  if (text.startsWith('#')) return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(text);
  const call = /^(rgba?|hsla?)\((.*)\)$/.exec(text);
  if (call) return validFunction(call[1] as ColorFunction, call[2] as string);
  return text === 'transparent' || NAMED_COLORS.has(text);
}

type ColorFunction = 'rgb' | 'rgba' | 'hsl' | 'hsla';

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const COMPONENT = new RegExp(`^(${NUMBER})(%|deg|grad|rad|turn)?$`);

interface Component {
  value: number;
  unit: string;
}

function parseComponent(text: string): Component | undefined {
  const match = COMPONENT.exec(text.trim());
  return match ? { value: Number(match[1]), unit: match[2] ?? '' } : undefined;
}

/** Splits "a, b, c[, d]" or "a b c[ / d]" into the three channels and the optional alpha; mixed syntaxes are refused. */
function splitArguments(body: string): { channels: string[]; alpha: string | undefined } | undefined {
  if (body.includes(',')) {
    if (body.includes('/')) return undefined;
    const parts = body.split(',').map((part) => part.trim());
    return parts.length === 3 || parts.length === 4 ? { channels: parts.slice(0, 3), alpha: parts[3] } : undefined;
  }
  const [main = '', alpha, ...rest] = body.split('/');
  if (rest.length > 0) return undefined;
  const channels = main.trim().split(/\s+/);
  return channels.length === 3 ? { channels, alpha: alpha?.trim() } : undefined;
}

const between = (value: number, min: number, max: number) => value >= min && value <= max;

/** Alpha is a number from 0 to 1 or a percentage from 0% to 100%. */
function validAlpha(text: string | undefined): boolean {
  if (text === undefined) return true;
  const alpha = parseComponent(text);
  if (!alpha) return false;
  if (alpha.unit === '%') return between(alpha.value, 0, 100);
  return alpha.unit === '' && between(alpha.value, 0, 1);
}

/** rgb channels: all numbers 0-255 or all percentages 0%-100%. */
function validRgb(channels: Component[]): boolean {
  const unit = channels[0]?.unit;
  if (unit !== '' && unit !== '%') return false;
  return channels.every((channel) => channel.unit === unit && between(channel.value, 0, unit === '%' ? 100 : 255));
}

/** hsl: any hue (a number or an angle), saturation and lightness as percentages 0%-100%. */
function validHsl([hue, saturation, lightness]: Component[]): boolean {
  if (!hue || !saturation || !lightness || hue.unit === '%') return false;
  return [saturation, lightness].every((channel) => channel.unit === '%' && between(channel.value, 0, 100));
}

function validFunction(name: ColorFunction, body: string): boolean {
  const parts = splitArguments(body);
  if (!parts || !validAlpha(parts.alpha)) return false;
  const channels = parts.channels.map(parseComponent);
  if (!channels.every((channel): channel is Component => channel !== undefined)) return false;
  return name.startsWith('rgb') ? validRgb(channels) : validHsl(channels);
}

/** The 148 named colours of CSS Color Module Level 4. */
const NAMED_COLORS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue ' +
    'chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey ' +
    'darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray ' +
    'darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen ' +
    'fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen ' +
    'lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue ' +
    'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive ' +
    'olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
    'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke ' +
    'yellow yellowgreen'
  ).split(' '),
);
