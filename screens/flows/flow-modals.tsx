/**
 * The modals of the open child flow (machines/funding/flows.ts; doc 3 §2.4, §4), for the screens
 * that open one: the bank link ('bankLink'), the IRA custodian modal ('custodian') and the
 * review's funding edit ('fundingEdit'). `view.modal` is the deepest open flow's modal and
 * `view.data.flow` its view (machines/view/selectors.ts `flowOf`), so a bank link or custodian modal
 * opened inside the funding edit shows in place of it. Each modal renders nothing while it is not
 * the open one.
 *
 * The custodian modal (IRA only) is its own chunk with its forms and libphonenumber-js (issue 11):
 * fetched when `view.modal` first is 'custodian', then kept mounted so it closes with its transition.
 */
import { lazy, Suspense } from 'react';
import type { ScreenProps } from '../screen-props';
import { BankLinkModal } from './bank-link-modal';
import { FundingEditModal } from './funding-edit-modal';
import { registerTexts, textsReady } from '../../src/i18n/t';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
// (The custodian modal's, IRA only, load with the IRA's wizard and with that modal's chunk.)
registerTexts('bankLink', 'fundingEdit', 'person', 'review');

let custodianLoaded = false;
const CustodianModal = lazy(() =>
  import('./custodian-modal').then(async (m) => {
    await textsReady();
    custodianLoaded = true;
    return { default: m.CustodianModal };
  }),
);

export function FlowModals({ view, shell, send }: ScreenProps) {
  return (
    <>
      <BankLinkModal view={view} brokerName={shell.brokerName} send={send} />
      {view.modal === 'custodian' || custodianLoaded ? (
        <Suspense fallback={null}>
          <CustodianModal view={view} send={send} />
        </Suspense>
      ) : null}
      <FundingEditModal view={view} shell={shell} send={send} />
    </>
  );
}
