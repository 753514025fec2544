/**
 * The agreement's ScreenSpec — AGREEMENT '/review/agreement' (doc 3 §2.5): the form {agree,
 * agreeAutoDeposit} (`agreementFormFor(true)`, the widest: the auto-deposit box shows for an ACH
 * auto-deposit), ticked when already accepted; data: the variant (title, the broker's own
 * variant, upgrade, programme) and the viewers' HTML. No saver: accepting submits the
 * application (machines/app/).
 */
import { agreementFormFor, agreementVariantOf } from '../../agreement/agreement-variant';
import { isUpgradeFlow } from '../../entry/upgrade-view';
import { defineSpec, rootOf } from '../screen-spec';

export const agreementSpec = defineSpec({
  form: agreementFormFor(true),
  initial: (c) => ({ agree: rootOf(c).agreement.accepted ? 'on' : '' }),
  data: (c) => {
    const root = rootOf(c);
    return {
      agreementHtml: root.agreement.html,
      agreementError: root.agreement.error,
      achTermsHtml: c.lookups.htmlAchAgreement?.Agreement ?? null,
      metalTermsHtml: c.lookups.htmlMetalStreamAgreement?.Agreement ?? null,
      ...agreementVariantOf(c.application, c.settings, root.brokerCode),
      // doc 1 §4.11, doc 3 §2.5: 'Upgrade account' in the upgrade mode or for an upgrade application.
      upgrade: isUpgradeFlow(root.mode, c.application),
    };
  },
});
