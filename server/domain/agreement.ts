/**
 * The main account agreement ({maincode}-agreements, doc 3 §2.5, §7): one text, rendered as
 * HTML (`{maincode}-html-agreements` → {Agreement: html}) and as a PDF drawn with pdf-lib
 * (`{maincode}-pdf-agreements`, application/pdf). The text names the broker from its settings.
 *
 * This is sandbox wording for the reference server; a broker serves its own agreement.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { ALTERNATIVE_AGREEMENT_BROKER_CODES } from '../../services/api/contract';

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

export interface AgreementText {
  title: string;
  sections: AgreementSection[];
}

/**
 * The alternative main agreement (doc 3 §2.5: one broker code has its own title and four
 * numbered points), used for the codes of ALTERNATIVE_AGREEMENT_BROKER_CODES.
 */
export function alternativeAgreementText(brokerName: string, brokerCode: string): AgreementText {
  return {
    title: `${brokerName} Customer Storage and Trading Agreement`,
    sections: [
      {
        heading: '1. Your account with us',
        paragraphs: [
          `You open a precious-metals trading and storage account with ${brokerName} (broker code ${brokerCode}). We act as your agent when you buy or sell metal and keep records of every holding in your name.`,
        ],
      },
      {
        heading: '2. Segregated storage',
        paragraphs: [
          'Your coins and bars are stored segregated from the metal of other customers in an insured depository. You may inspect, sell or request delivery of your specific items at any time.',
        ],
      },
      {
        heading: '3. Fees and funding',
        paragraphs: [
          'Storage is billed quarterly in arrears. Deposits by wire, check or ACH are credited when cleared; trades settle only against cleared funds.',
        ],
      },
      {
        heading: '4. Acknowledgement',
        paragraphs: [
          'By ticking the acknowledgement you confirm that the information you gave is true and your own, that you are at least 18 years old, and that you accept this agreement and electronic delivery of all records.',
        ],
      },
    ],
  };
}

/** The agreement text for a broker (plain ASCII so the standard PDF fonts can draw it). */
export function mainAgreementText(brokerName: string, brokerCode: string): AgreementText {
  if (ALTERNATIVE_AGREEMENT_BROKER_CODES.includes(brokerCode.toUpperCase())) return alternativeAgreementText(brokerName, brokerCode);
  return {
    title: `${brokerName} Account Agreement`,
    sections: [
      {
        heading: '1. Parties and scope',
        paragraphs: [
          `This Account Agreement is made between you, the applicant, and ${brokerName} (broker code ${brokerCode}). It governs the precious-metals account you open through this application: buying, selling, storing and taking delivery of gold and silver coins and bars.`,
        ],
      },
      {
        heading: '2. Storage under bailment',
        paragraphs: [
          'Metal you buy is held in allocated, insured storage at independent third-party vaults under bailment. It remains your property and is never lent, leased or pledged.',
          'You may sell your metal back at the current bid price, or take physical delivery, subject to the fees shown in your account.',
        ],
      },
      {
        heading: '3. Funding',
        paragraphs: [
          'You may fund your account by wire transfer, check or another method offered by the broker. Deposits are credited when the funds are received and cleared. Until your initial deposit arrives you will not be able to invest.',
        ],
      },
      {
        heading: '4. Identity verification',
        paragraphs: [
          'To comply with anti-money-laundering and sanctions rules, we verify your identity with the data you provide. We may ask for documents such as proof of identity or residence before your account is fully enabled.',
        ],
      },
      {
        heading: '5. Your statements',
        paragraphs: [
          'You confirm that the information in your application is true, complete and your own, and you will tell us when it changes. You are at least 18 years old.',
        ],
      },
      {
        heading: '6. Electronic records',
        paragraphs: [
          'You agree to receive this agreement, statements and notices electronically. By ticking the acknowledgement and opening your account you accept this agreement.',
        ],
      },
    ],
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The agreement as an HTML fragment (escaped; safe to render after the client's sanitizer). */
export function agreementHtml(text: AgreementText): string {
  const body = text.sections
    .map((s) => `<h2>${escapeHtml(s.heading)}</h2>${s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`)
    .join('');
  return `<article class="agreement"><h1>${escapeHtml(text.title)}</h1>${body}</article>`;
}

/** Greedy word wrap for a font at a size within `maxWidth` points. */
function wrap(text: string, width: (s: string) => number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (width(candidate) <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The agreement as a US-Letter PDF (bytes). */
export async function agreementPdf(text: AgreementText): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(text.title);
  doc.setCreator('Reference registration API');
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [W, H, M] = [612, 792, 56];
  let page = doc.addPage([W, H]);
  let y = H - M;

  const draw = (s: string, font = regular, size = 11, gapAfter = 4) => {
    for (const line of wrap(s, (t) => font.widthOfTextAtSize(t, size), W - 2 * M)) {
      if (y - size < M) {
        page = doc.addPage([W, H]);
        y = H - M;
      }
      page.drawText(line, { x: M, y: y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 1.4;
    }
    y -= gapAfter;
  };

  draw(text.title, bold, 18, 12);
  for (const section of text.sections) {
    draw(section.heading, bold, 13, 4);
    for (const p of section.paragraphs) draw(p, regular, 11, 8);
  }
  return doc.save();
}
