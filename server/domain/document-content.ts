/**
 * What an uploaded document really is, checked past its first bytes (issue 12; doc 3 §5 Uploads):
 *
 * - Images (PNG, JPEG, GIF) are decoded with sharp (libvips). The pixel count is read from the
 *   header before any pixel is decoded and capped at `MAX_IMAGE_PIXELS` (a PNG declaring
 *   30000×30000 is refused without allocating it); the decoder must agree with the sniffed type
 *   and fail on no error. What is stored is the image re-encoded in its own format — EXIF, XMP,
 *   ICC comments and anything after the image data are gone (orientation applied first).
 * - PDFs are parsed with pdf-lib; one that does not parse, is encrypted, or carries JavaScript,
 *   an OpenAction, additional actions (/AA), /Launch, embedded files, rich media or XFA is
 *   refused. Every object is walked to the bottom (issue 31): the keys and action types are
 *   found in dictionaries and arrays nested inside pages, annotations, name trees and stream
 *   dictionaries, in objects of object streams (pdf-lib unpacks them) and under escaped names
 *   (/J#61vaScript is /JavaScript).
 * - Any file holding HTML markup (`<html`, `<script`, `<body`, `<iframe`, `<svg`, `<!doctype`,
 *   …) is refused: a GIF or PDF that is also a web page (a polyglot) is not stored.
 * Every refusal is `null` here; the route answers 400 UnsupportedDocumentUploadMediaType.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import sharp from 'sharp';
import type { DocumentMediaType } from '../../services/api/contract';

/** Largest accepted image, in pixels (width × height × frames): 40 MP. */
export const MAX_IMAGE_PIXELS = 40_000_000;

const SHARP_FORMAT: Record<string, DocumentMediaType> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** HTML a browser would render if the file were ever served as a page. */
const HTML_MARKERS =
  /<\s*(!doctype\s+html|html|head|body|script|iframe|object|embed|svg|img|a\s+href|meta|link|style|form)\b/i;

/** True when the bytes contain HTML markup anywhere (latin1 view: every byte one character). */
export function containsHtml(bytes: Uint8Array): boolean {
  return HTML_MARKERS.test(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'),
  );
}

/** The image decoded, capped and re-encoded without metadata, or null when it is not a sound `mediaType` image. */
async function cleanImage(
  bytes: Uint8Array,
  mediaType: DocumentMediaType,
): Promise<Uint8Array | null> {
  const animated = mediaType === 'image/gif';
  try {
    const input = () =>
      sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated });
    const meta = await input().metadata();
    if (!meta.format || SHARP_FORMAT[meta.format] !== mediaType) return null;
    const frames = meta.pages ?? 1;
    if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * frames > MAX_IMAGE_PIXELS)
      return null;
    const img = input().rotate(); // bake the EXIF orientation in before the EXIF goes
    const out =
      mediaType === 'image/png'
        ? img.png()
        : mediaType === 'image/jpeg'
          ? img.jpeg({ quality: 90, mozjpeg: false })
          : img.gif();
    return new Uint8Array(await out.toBuffer());
  } catch {
    return null;
  }
}

const ACTIVE_KEYS = [
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
].map((k) => PDFName.of(k));

/** Action types (/S) and subtypes that run or open something. */
const ACTIVE_TYPES = new Set(
  ['JavaScript', 'Launch', 'RichMedia', 'EmbeddedFile', 'ImportData', 'Rendition'].map((k) =>
    PDFName.of(k),
  ),
);
const TYPE_KEYS = ['S', 'Subtype', 'Type'].map((k) => PDFName.of(k));

/** Deepest nesting of arrays and dictionaries walked; anything deeper is refused. */
const MAX_PDF_DEPTH = 64;

/**
 * True when `root` or anything nested in it (dictionary values, array items, a stream's
 * dictionary; references are not followed — every indirect object is walked on its own) holds
 * an active key or action type; also true past MAX_PDF_DEPTH.
 */
function holdsActiveContent(root: PDFObject): boolean {
  const stack: Array<{ obj: PDFObject; depth: number }> = [{ obj: root, depth: 0 }];
  while (stack.length) {
    const { obj, depth } = stack.pop()!;
    if (depth > MAX_PDF_DEPTH) return true;
    const dict = obj instanceof PDFDict ? obj : obj instanceof PDFStream ? obj.dict : null;
    if (dict) {
      if (ACTIVE_KEYS.some((k) => dict.has(k))) return true;
      if (TYPE_KEYS.some((k) => ACTIVE_TYPES.has(dict.get(k) as PDFName))) return true;
      for (const value of dict.values()) stack.push({ obj: value, depth: depth + 1 });
    } else if (obj instanceof PDFArray) {
      for (const item of obj.asArray()) stack.push({ obj: item, depth: depth + 1 });
    }
  }
  return false;
}

/** True when the PDF parses, is not encrypted and no object, however nested, carries active content. */
async function soundPdf(bytes: Uint8Array): Promise<boolean> {
  try {
    const doc = await PDFDocument.load(bytes, {
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    if (doc.isEncrypted || doc.getPageCount() < 1) return false;
    for (const [, obj] of doc.context.enumerateIndirectObjects())
      if (holdsActiveContent(obj)) return false;
    return !holdsActiveContent(doc.catalog);
  } catch {
    return false; // does not parse, or its structure (catalog, page tree) is broken
  }
}

/**
 * The content to store for an upload whose first bytes say `mediaType`, or null to refuse it:
 * images re-encoded (metadata stripped), PDFs as sent once they parse without active content.
 */
export async function verifiedContent(
  bytes: Uint8Array,
  mediaType: DocumentMediaType,
): Promise<Uint8Array | null> {
  if (containsHtml(bytes)) return null;
  if (mediaType === 'application/pdf') return (await soundPdf(bytes)) ? bytes : null;
  return cleanImage(bytes, mediaType);
}
