import { getDocument, OPS, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What the PDF tests check of a printed dashboard: its pages, its text, and whether it is drawn as vectors. */
export interface PdfSummary {
  pages: number;
  /** Each page's text runs joined by spaces, the pages by line breaks. */
  text: string;
  /** Painted paths (fills and strokes) over all pages. */
  paths: number;
  /** Raster images drawn over all pages: a vector print has few or none. */
  images: number;
}

const PAINT_PATH = new Set<number>([OPS.fill, OPS.eoFill, OPS.stroke, OPS.closeStroke, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
const PAINT_IMAGE = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintImageXObjectRepeat,
  OPS.paintInlineImageXObject,
  OPS.paintInlineImageXObjectGroup,
  OPS.paintImageMaskXObject,
  OPS.paintImageMaskXObjectRepeat,
  OPS.paintImageMaskXObjectGroup,
  OPS.paintSolidColorImageMask,
]);

/** Reads a PDF with pdf.js (its Node build), page by page. */
export async function readPdf(file: Buffer): Promise<PdfSummary> {
  // pdf.js refuses a Buffer, and may transfer the bytes it is given to its worker: hand it a copy.
  // Its warnings (fonts it substitutes and the like) are no test's concern, its errors are.
  const pdf = await getDocument({ data: new Uint8Array(file), verbosity: VerbosityLevel.ERRORS }).promise;
  try {
    const texts: string[] = [];
    let paths = 0;
    let images = 0;
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const { items } = await page.getTextContent();
      texts.push(items.map((item) => ('str' in item ? item.str : '')).join(' '));
      const { fnArray, argsArray } = await page.getOperatorList();
      fnArray.forEach((operator, index) => {
        // pdf.js builds and paints each path in one constructPath operation, its painting operator first among the arguments.
        if (operator === OPS.constructPath && PAINT_PATH.has((argsArray[index] as [number])[0])) paths += 1;
        if (PAINT_IMAGE.has(operator)) images += 1;
      });
    }
    return { pages: pdf.numPages, text: texts.join('\n'), paths, images };
  } finally {
    await pdf.destroy();
  }
}
