/**
 * The submission's and the verification's ScreenSpecs (doc 3 §2.6, §8): the processing page's
 * error modal (title by code, where closing it leads), the success page (funding method, account
 * number, the buy flow), and the verification pages' account number. Data only.
 */
import {
  isBuyFlow,
  submissionCloseTo,
  submissionErrorTitleKey,
  successFundingMethod,
} from '../../agreement/agreement-variant';
import { defineSpec, rootOf, type SpecContext } from '../screen-spec';

/** The account number: the submission's answer, else the application's (null before either). */
const accountNumberOf = (c: Pick<SpecContext, 'application' | 'root'>): string | null =>
  rootOf(c).submission.result?.AccountNumber ?? c.application?.AccountNumber ?? null;

/** doc 3 §2.6, §8: the error modal's title by code and where closing it leads. */
export const kycProcessingSpec = defineSpec({
  data: (c) => {
    const code = rootOf(c).submission.errorCode;
    return {
      errorCode: code ?? null,
      errorTitleKey: submissionErrorTitleKey(code),
      closeTo: submissionCloseTo(c.application),
    };
  },
});

/** doc 3 §2.6: the success page. */
export const kycSuccessSpec = defineSpec({
  data: (c) => ({
    fundingMethod: successFundingMethod(c.application),
    accountNumber: accountNumberOf(c),
    buy: isBuyFlow(rootOf(c).search),
  }),
});

/** doc 3 §2.6 'Processing verification'. */
export const kycDoneSpec = defineSpec({ data: () => ({ skipped: false }) });

/** doc 3 §2.6: the verification hub and the skipped verification's page. */
export const kycAccountSpec = defineSpec({ data: (c) => ({ accountNumber: accountNumberOf(c) }) });
