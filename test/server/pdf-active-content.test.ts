/**
 * Issue 31 part 5 — the PDF active-content check walks nested objects
 * (server/domain/document-content.ts `verifiedContent`): JavaScript, launch actions, additional
 * actions, rich media, embedded files and XFA hidden in dictionaries and arrays inside pages,
 * annotations, the name tree and the form — written inline (never an indirect object of their
 * own), with and without object streams, and under an escaped name — are refused; an ordinary
 * PDF with a web link passes. PDFs are built with pdf-lib.
 */
import { PDFDocument, PDFHexString, PDFName, type PDFDict, type PDFObject } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { verifiedContent } from '../../server/domain/document-content';

/** A one-page PDF; `dress` adds inline objects to its catalog or page. */
async function pdfWith(
  dress: (doc: PDFDocument, page: PDFDict) => void,
  useObjectStreams = true,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([200, 100]);
  page.drawText('Utility bill', { x: 10, y: 50 });
  dress(doc, page.node);
  return doc.save({ useObjectStreams });
}

const js = (doc: PDFDocument) =>
  doc.context.obj({ S: 'JavaScript', JS: PDFHexString.fromText('app.alert(1)') });
const set = (d: PDFDict, key: string, value: PDFObject) => d.set(PDFName.of(key), value);

const CASES: Record<string, (doc: PDFDocument, page: PDFDict) => void> = {
  'a link annotation whose inline action is JavaScript': (doc, page) =>
    set(
      page,
      'Annots',
      doc.context.obj([doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 9, 9] })]),
    ),
  'the name tree’s inline JavaScript entry (catalog /Names)': (doc) =>
    set(
      doc.catalog,
      'Names',
      doc.context.obj({
        Dests: doc.context.obj({}),
        Other: doc.context.obj({ Names: [PDFHexString.fromText('x'), js(doc)] }),
      }),
    ),
  'a launch action nested in the page’s resources': (doc, page) =>
    set(
      page,
      'Resources',
      doc.context.obj({ Extra: doc.context.obj([doc.context.obj({ S: 'Launch', F: 'calc' })]) }),
    ),
  'a rich-media annotation nested in an array of arrays': (doc, page) =>
    set(
      page,
      'Annots',
      doc.context.obj([doc.context.obj([doc.context.obj({ Subtype: 'RichMedia' })])]),
    ),
  'XFA inside the inline form dictionary': (doc) =>
    set(doc.catalog, 'AcroForm', doc.context.obj({ Fields: [], XFA: doc.context.obj([]) })),
  'an embedded file stream type deep in the page': (doc, page) =>
    set(
      page,
      'PieceInfo',
      doc.context.obj({ A: doc.context.obj({ B: doc.context.obj({ Type: 'EmbeddedFile' }) }) }),
    ),
};
// The link's action, added to the first case's annotation.
const withAction =
  (dress: (doc: PDFDocument, page: PDFDict) => void) => (doc: PDFDocument, page: PDFDict) => {
    dress(doc, page);
    const annots = page.lookup(PDFName.of('Annots'));
    const first = (annots as unknown as { get(i: number): PDFObject }).get(0) as PDFDict;
    set(first, 'A', js(doc));
  };
CASES['a link annotation whose inline action is JavaScript'] = withAction(
  CASES['a link annotation whose inline action is JavaScript'],
);

describe('PDF active content in nested objects (issue 31)', () => {
  for (const [name, dress] of Object.entries(CASES)) {
    for (const streams of [true, false]) {
      it(`refuses ${name}${streams ? ' (object streams)' : ''}`, async () => {
        expect(await verifiedContent(await pdfWith(dress, streams), 'application/pdf')).toBeNull();
      });
    }
  }

  it('refuses an escaped name (/J#61vaScript) in an inline action', async () => {
    const bytes = await pdfWith(
      CASES['a link annotation whose inline action is JavaScript'],
      false,
    );
    const text = Buffer.from(bytes).toString('latin1');
    expect(text).toContain('/S /JavaScript');
    const escaped = new Uint8Array(
      Buffer.from(text.replace('/S /JavaScript', '/S /J#61vaScript'), 'latin1'),
    );
    expect(await verifiedContent(escaped, 'application/pdf')).toBeNull();
  });

  it('accepts an ordinary PDF with a web link annotation', async () => {
    const bytes = await pdfWith((doc, page) =>
      set(
        page,
        'Annots',
        doc.context.obj([
          doc.context.obj({
            Type: 'Annot',
            Subtype: 'Link',
            Rect: [0, 0, 9, 9],
            A: doc.context.obj({ S: 'URI', URI: PDFHexString.fromText('https://example.com') }),
          }),
        ]),
      ),
    );
    expect(await verifiedContent(bytes, 'application/pdf')).toEqual(bytes);
  });
});
