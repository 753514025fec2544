/**
 * The texts of the server's mails (issue 24): password reset (doc 1 §2.6) and sales invitation
 * (doc 1 §2.10), in the recipient's language — the user's profile language (PUT
 * /v2/users/language), else for a reset the language of the request that asked for it
 * (Accept-Language), else English. Rendered by server/providers/mail.ts `renderMail`.
 */
import { isLocale, parseAcceptLanguage, pickLocale, type Locale } from '../../src/i18n/locales';

interface ResetVars {
  broker: string;
  username: string | null;
  link: string;
  supportEmail: string | null;
}
interface InvitationVars {
  broker: string;
  agent: string | null;
  link: string;
  /** 'YYYY-MM-DD' or null. */
  expiresOn: string | null;
  supportEmail: string | null;
}

/** A date 'YYYY-MM-DD' written for the locale (Intl; 'November 27, 2026' / '27 de noviembre de 2026'). */
function longDate(iso: string, locale: Locale): string {
  const d = new Date(`${iso}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(d);
}

export const MAIL_TEXTS: Record<
  Locale,
  {
    reset: (v: ResetVars) => { subject: string; text: string };
    invitation: (v: InvitationVars) => { subject: string; text: string };
  }
> = {
  en: {
    reset: (v) => ({
      subject: `Reset your ${v.broker} password`,
      text:
        `We received a request to reset the password of your ${v.broker} account` +
        (v.username ? ` (${v.username})` : '') +
        `.\n\nChoose a new password here (the link works once, for one hour):\n${v.link}\n\n` +
        `If you did not ask for this, ignore this message: your password stays as it is.` +
        (v.supportEmail ? `\n\nQuestions? Write to ${v.supportEmail}.` : ''),
    }),
    invitation: (v) => {
      const agent = v.agent ?? 'Your advisor';
      return {
        subject: `${agent} prepared your ${v.broker} account application`,
        text:
          `${agent} at ${v.broker} has prepared an account application for you.\n\n` +
          `Review it, complete it and sign it here:\n${v.link}\n\n` +
          (v.expiresOn ? `The link is valid until ${v.expiresOn}.` : '') +
          (v.supportEmail ? `\n\nQuestions? Write to ${v.supportEmail}.` : ''),
      };
    },
  },
  es: {
    reset: (v) => ({
      subject: `Restablezca su contraseña de ${v.broker}`,
      text:
        `Recibimos una solicitud para restablecer la contraseña de su cuenta de ${v.broker}` +
        (v.username ? ` (${v.username})` : '') +
        `.\n\nElija una contraseña nueva aquí (el enlace funciona una sola vez, durante una hora):\n${v.link}\n\n` +
        `Si usted no lo solicitó, ignore este mensaje: su contraseña no cambiará.` +
        (v.supportEmail ? `\n\n¿Tiene preguntas? Escriba a ${v.supportEmail}.` : ''),
    }),
    invitation: (v) => {
      const agent = v.agent ?? 'Su asesor';
      return {
        subject: `${agent} preparó la solicitud de su cuenta de ${v.broker}`,
        text:
          `${agent}, de ${v.broker}, preparó una solicitud de cuenta para usted.\n\n` +
          `Revísela, complétela y fírmela aquí:\n${v.link}\n\n` +
          (v.expiresOn ? `El enlace es válido hasta el ${longDate(v.expiresOn, 'es')}.` : '') +
          (v.supportEmail ? `\n\n¿Tiene preguntas? Escriba a ${v.supportEmail}.` : ''),
      };
    },
  },
};

/** The language of a mail: the user's saved one, else the request's Accept-Language, else 'en'. */
export function mailLocale(
  saved: string | null | undefined,
  acceptLanguage?: string | null,
): Locale {
  if (isLocale(saved)) return saved;
  const preferred = parseAcceptLanguage(acceptLanguage);
  return preferred.length ? pickLocale({ preferred }) : 'en';
}

/** The invitation expiry day, 'YYYY-MM-DD' (English mails show it as it is). */
export const expiryOf = (iso: unknown): string | null =>
  typeof iso === 'string' ? iso.slice(0, 10) : null;
