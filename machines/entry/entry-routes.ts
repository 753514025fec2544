/**
 * The entry machine's route table (machines/route-rule.ts; doc 1 §2.4–§2.11, §4.10): which URLs
 * each entry page accepts (browser back/forward or a typed URL) and the page each opens.
 * Everything not listed is refused; busy states refuse by their tag. The wizard and KYC route
 * their own pages.
 */
import { CHOICE_LEVEL_IDS } from '../choices';
import type { RouteTable } from '../route-rule';
import { choiceMeta, type CHOICE_BASES } from '../app/flow-meta';

const WELCOME = { '/': '#entry.welcome' };
const LOGIN = { '/login': '#entry.login' };

/** The choice levels of a family by their paths (doc 1 §2.8: the URL selects a level). */
const choiceLevels = (family: keyof typeof CHOICE_BASES) =>
  Object.fromEntries(
    CHOICE_LEVEL_IDS.map((l) => [choiceMeta(family, l).path, `#entry.${family}.${l}`]),
  );

/** The entry's routes (doc 1 §2.4–§2.11, §4.10). */
export const ENTRY_ROUTES: RouteTable = {
  // LOGIN_PATH (doc 1 §2.5): back to BASE; not while the page leaves for the old portal (doc 1
  // §4.4) or the resume modal is open (doc 1 §2.12, §4.6).
  login: WELCOME,
  'login.leavingToOldPortal': {},
  'login.resume': {},
  // RESET_SENT, RESET_PASSWORD, RESET_SUCCESSFUL_PAGE (doc 1 §2.6).
  resetSent: LOGIN,
  resetPassword: WELCOME,
  resetSuccessful: { ...LOGIN, ...WELCOME },
  // CREATE_ACCOUNT (doc 1 §2.7): back to the choice levels or BASE; not from its modals.
  createAccount: { ...choiceLevels('createApplication'), ...WELCOME },
  'createAccount.oldPortal': {},
  'createAccount.resume': {},
  // CREATE_APPLICATION.* and CHOOSE_APPLICATION.* (doc 1 §2.8): the URL selects a level.
  createApplication: { ...choiceLevels('createApplication'), ...WELCOME },
  chooseApplication: choiceLevels('chooseApplication'),
  // The not-found page (doc 1 §2.11): '/' goes to BASE.
  notFound: WELCOME,
};
