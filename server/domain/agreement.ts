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
  if (ALTERNATIVE_AGREEMENT_BROKER_CODES.includes(brokerCode.toUpperCase()))
    return alternativeAgreementText(brokerName, brokerCode);
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
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The agreement as an HTML fragment (escaped; safe to render after the client's sanitizer). */
export function agreementHtml(text: AgreementText): string {
  const body = text.sections
    .map(
      (s) =>
        `<h2>${escapeHtml(s.heading)}</h2>${s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`,
    )
    .join('');
  return `<article class="agreement"><h1>${escapeHtml(text.title)}</h1>${body}</article>`;
}

/**
 * The agreement as a whole HTML document (GET …/{type}-html-agreements asked for text/html, doc 3
 * §7 "returns HTML"; issue 35 item 9): the `agreementHtml` article in a minimal page titled by
 * the agreement.
 */
export function agreementDocument(text: AgreementText): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(text.title)}</title></head><body>${agreementHtml(text)}</body></html>`;
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

/** The agreement types of doc 3 §7 other than the main one ({maincode}). */
export const OTHER_AGREEMENT_TYPES = ['ach', 'ira', 'metal-stream'] as const;
export type OtherAgreementType = (typeof OTHER_AGREEMENT_TYPES)[number];

/** Broker figures the agreement texts quote (doc 3 §3 broker settings), dollars. */
export interface AgreementFigures {
  currency: string;
  achDepositLimit: number;
  recurringDay: number;
  equityIraSetupFee: number;
  contributionLimit: number;
}

const money = (currency: string, n: number) =>
  `${currency === 'CAD' ? 'CAD ' : '$'}${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/** ACH transfer terms (doc 3 §2.4 "transfer terms", §2.5 agreeAutoDeposit; `ach-agreements`). */
export function achAgreementText(
  brokerName: string,
  brokerCode: string,
  f: AgreementFigures,
): AgreementText {
  return {
    title: `${brokerName} ACH Transfer Terms`,
    sections: [
      {
        heading: '1. Authorisation',
        paragraphs: [
          `You authorise ${brokerName} (broker code ${brokerCode}) and its bank to initiate electronic (ACH) debit entries to the bank account you linked, for the deposits you set up in this application, and credit entries to correct errors.`,
        ],
      },
      {
        heading: '2. Limits and timing',
        paragraphs: [
          `A single ACH deposit may not exceed ${money(f.currency, f.achDepositLimit)} per day. ACH funds usually take 2-3 business days to arrive; metal is bought only against cleared funds.`,
        ],
      },
      {
        heading: '3. Returned entries and revocation',
        paragraphs: [
          'A debit returned by your bank may be charged a fee and may reverse trades made against it. You may revoke this authorisation at any time by contacting support, with reasonable time to act on it.',
        ],
      },
    ],
  };
}

/** IRA headings by IRA sub-type (doc 3 §2.5 Equity IRA agreement). */
const IRA_HEADINGS: Record<string, string> = {
  Traditional: 'Traditional IRA',
  Roth: 'Roth IRA',
  SIMPLE: 'SIMPLE IRA',
  SEP: 'SEP IRA',
};

/** The IRA agreement (doc 3 §2.5 Equity IRA agreement; `ira-agreements`), headed by the IRA type. */
export function iraAgreementText(
  brokerName: string,
  iraType: string | null,
  f: AgreementFigures,
): AgreementText {
  const kind = (iraType && IRA_HEADINGS[iraType]) || 'IRA';
  return {
    title: `${brokerName} ${kind} Custodial Agreement`,
    sections: [
      {
        heading: '1. How it works',
        paragraphs: [
          `Your ${kind} is held by an independent IRA custodian; ${brokerName} buys, sells and stores the precious metals your IRA owns. A one-time setup fee of ${money(f.currency, f.equityIraSetupFee)} applies.`,
        ],
      },
      {
        heading: '2. Contributions, transfers and rollovers',
        paragraphs: [
          `Annual cash contributions are limited to ${money(f.currency, f.contributionLimit)} under IRS rules; transfers and rollovers from other retirement accounts have no such limit. Prior-year contributions are allowed until April 15.`,
        ],
      },
      {
        heading: '3. Storage and distributions',
        paragraphs: [
          'IRA metal must remain in an approved depository until distribution. Taking possession of IRA metal is a distribution and may be taxed. Signing is completed through an e-signature provider.',
        ],
      },
    ],
  };
}

/** Terms and conditions of the recurring metal programme (doc 3 §2.3, §2.5; `metal-stream-agreements`). */
export function metalStreamAgreementText(brokerName: string, f: AgreementFigures): AgreementText {
  return {
    title: `${brokerName} Metal Stream Terms and Conditions`,
    sections: [
      {
        heading: '1. Recurring purchases',
        paragraphs: [
          `Each month ${brokerName} buys gold and silver for you with the amount and allocation you chose. Deposits are taken on day ${f.recurringDay} of the month; trades execute on the 24th (the next business day when it is not one).`,
        ],
      },
      {
        heading: '2. Funding',
        paragraphs: [
          'When a deposit is not available, the trade uses the lower of your available balance and the set amount. You may change or stop the programme at any time before the 15th to take effect that month.',
        ],
      },
    ],
  };
}
