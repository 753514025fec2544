/**
 * The screen contract, part 1 (machines/screen-contract.ts re-exports it): what a state that
 * renders a screen names — the screen ids, the person slot, the progress sections, the state
 * `meta`, the modals and the route table's rows (doc 1 §2.1, §2.3; doc 2 §2.1; doc 3 §2).
 */
import type { PersonSlot } from '../services/api/application-access';

/** Every screen the wizard renders (doc 1 §2, doc 2 §2, doc 3 §2 for the Individual path). */
export type ScreenId =
  | 'welcome' // BASE '/', AIP '/aip' — doc 1 §2.4
  | 'login' // LOGIN_PATH '/login' — doc 1 §2.5
  | 'createAccount' // CREATE_ACCOUNT '/createAccount' — doc 1 §2.7
  | 'resetSent' // RESET_SENT '/reset-sent' — doc 1 §2.6
  | 'resetPassword' // RESET_PASSWORD '/reset-password' — doc 1 §2.6
  | 'resetSuccessful' // RESET_SUCCESSFUL_PAGE '/reset-successful' — doc 1 §2.6
  | 'upgradeAccount' // '/upgrade' — doc 1 §4.11 the basic account's details (machines/entry/upgrade.states.ts)
  | 'deleteApplication' // DELETE_APPLICATION '/delete-application' — doc 1 §2.11
  | 'chooseApplication' // CREATE_APPLICATION / CHOOSE_APPLICATION and subpaths — doc 1 §2.8
  | 'notYetAvailable' // a kind whose wizard does not exist yet (decision, doc 1 §2.8)
  | 'loading' // LOADING, REFRESH_LOADING, /login/loading, /createAccount/loading — doc 1 §2.9
  | 'secureIntro' // SECURE_ACCOUNT '/secure' — doc 2 §2.4
  | 'name' // SECURE_NAME — doc 2 §2.12
  | 'phone' // SECURE_PHONE_NUMBER — doc 2 §2.17
  | 'dob' // SECURE_DOB — doc 2 §2.13
  | 'identityCountry' // SECURE_IDENTITY — doc 2 §2.14
  | 'ssn' // SECURE_IDENTITY_SSN — doc 2 §2.15
  | 'addressIntro' // ADDRESS — doc 2 §2.20
  | 'addressEnter' // ADDRESS_ENTER — doc 2 §2.20
  | 'addressDone' // ADDRESS_DONE — doc 2 §2.20
  | 'fundAccount' // FUNDING.NORMAL_FUNDING.ACCOUNT '/fund/account' — doc 3 §2.4
  | 'fundAmount' // FUNDING.NORMAL_FUNDING.AMOUNT.WIRE|CHECK — doc 3 §2.4
  | 'review' // REVIEW — doc 2 §2.23
  | 'agreement' // AGREEMENT '/review/agreement' — doc 3 §2.5
  | 'kycProcessing' // KYC_PROCESSING — doc 3 §2.6
  | 'kycSuccess' // KYC_SUCCESS — doc 3 §2.6
  | 'kycVerification' // KYC_VERIFICATION '/kyc/verification' — doc 3 §2.6 (documents requested; upload is a later issue)
  | 'kycDoneSkip' // KYC_DONE_SKIP '/kyc/done-skip' — doc 3 §2.6 (verification skipped, 'Go to my account')
  | 'kycDone' // KYC_DONE '/kyc/done' — doc 3 §2.6 ('Processing verification')
  | 'kycChooser' // KYC_PROOF_OF_IDENTITY.*.MAIN, KYC_PROOF_OF_RESIDENCE.*.MAIN, KYC_PROOF_OF_OWNERSHIP.MAIN — doc 3 §2.6 (machines/kyc/kyc-routes.ts)
  | 'kycMethod' // KYC_PROOF_OF_IDENTITY.*.UPLOAD.*, KYC_PROOF_OF_SOCIAL_SECURITY.*.UPLOAD — doc 3 §2.6 (webcam or file)
  | 'kycFile' // *.UPLOAD_FILE.*, residency uploads, KYC_PROOF_OF_OWNERSHIP.UPLOAD — doc 3 §2.6 (drop zone)
  | 'kycCamera' // *.UPLOAD_CAMERA.* — doc 3 §2.6 (webcam capture)
  | 'kycHandoff' // KYC_HANDOFF '/kyc/handoff/{token}' — issue 9: one requirement's upload on a phone, no session (machines/kyc/handoff.machine.ts)
  // Screens of the other account kinds' step tables (machines/wizards/*.steps.ts). The joint
  // secondary holder and the UTMA minor use the person screens above with the step's `person`
  // slot (StateMeta.person); savers and prefills read that slot.
  | 'businessType' // SECURE_BUSINESS_TYPE — doc 2 §2.5
  | 'businessName' // SECURE_BUSINESS_ORIGIN_NAME — doc 2 §2.6 (entity name)
  | 'ein' // SECURE_BUSINESS_ORIGIN_EIN, SECURE_TRUST_NAME_EIN — doc 2 §2.9
  | 'businessAddress' // SECURE_BUSINESS_ADDRESS — doc 2 §2.10
  | 'businessReview' // SECURE_BUSINESS_REVIEW — doc 2 §2.11
  | 'trustName' // SECURE_TRUST_NAME — doc 2 §2.7
  | 'trustEinQuestion' // SECURE_TRUST_NAME_EIN_QUESTION — doc 2 §2.8
  | 'iraBusinessName' // SECURE_BUSINESS_NAME '/secure/businessName' — doc 2 §2.6 (SEP, SIMPLE)
  | 'maritalStatus' // SECURE_MARITAL — doc 2 §2.18
  | 'backupWithholding' // SECURE_BACKUP_WITHHOLDING '/secure/backup-withholding' — doc 2 §2.19
  | 'identityDetails' // SECURE_IDENTITY_DETAILS — doc 2 §2.16
  | 'employmentStatus' // EMPLOYMENT_STATUS — doc 2 §2.21
  | 'financialProfile' // FINANCIAL_PROFILE — doc 2 §2.22
  | 'sameAddress' // ADDRESS_SECONDARY, ADDRESS_MINOR — doc 2 §2.20 (does the second owner / minor live at the same address?)
  | 'retirementFunding' // FUNDING.RETIREMENT_FUNDING.ACCOUNT '/fund/retirement' — doc 3 §2.4
  | 'retirementAmount' // FUNDING.RETIREMENT_FUNDING.AMOUNT.ROLLOVER|ANNUAL_CONTRIBUTION — doc 3 §2.4
  | 'jointSurvivorship' // FUNDING.NORMAL_FUNDING.JOINT_SURVIVOR '/fund/account/survivor' — doc 3 §2.4
  | 'equityAgreement' // EQUITY_AGREEMENT '/review/equity' — doc 3 §2.5
  | 'metalWelcome' // METAL_STREAM_WELCOME '/metal' — doc 3 §2.3
  | 'metalInvest' // METAL_STREAM_MONTHLY_INVEST — doc 3 §2.3
  | 'metalAllocate' // METAL_STREAM_FUND_ALLOCATION — doc 3 §2.3
  | 'metalGold' // METAL_STREAM_GOLD — doc 3 §2.3
  | 'metalSilver' // METAL_STREAM_SILVER — doc 3 §2.3
  | 'metalFunding' // FUNDING.METALSTREAM_FUNDING.ACCOUNT '/metal/funding' — doc 3 §2.3
  | 'metalReview' // METAL_STREAM_REVIEW '/metal/review' (Overview) — doc 3 §2.3
  | 'metalSummary' // METAL_STREAM_SUMMARY '/metal/complete' — doc 3 §2.3
  | 'metalOwner' // METAL_STREAM_OWNER '/metal/owner' — issue 21 item 9 (docs/decisions.md)
  | 'prepareRegistration' // PREPARE_REGISTRATION '/prepare-registration' — doc 1 §2.10 (the agent's customer look-up)
  | 'setPassword' // SET_PASSWORD '/set-password' — doc 1 §2.6 (invited customer)
  | 'notFound' // '/not-found' — doc 1 §2.11
  | 'errorPage'; // '/error-page' — doc 1 §2.11

/** Whom a person screen is about (doc 2 §1 applicant types MAIN, SECONDARY, MINOR; services/api/application-access.ts). */
export type { PersonSlot };

/** Progress-sidebar sections (doc 1 §2.3, doc 2 §2.1). */
export type SectionId =
  | 'createAccount'
  | 'secure'
  | 'address'
  | 'fund'
  | 'review'
  /** The recurring metal-investment programme steps (doc 3 §2.3) of the metal-stream table. */
  | 'metal';

/** `meta` of every state that renders a screen. */
export interface StateMeta {
  /** Literal path of doc 1 §2.1, e.g. '/secure/identity/ssn'. */
  path: string;
  /** Route key of the spec, e.g. 'SECURE_IDENTITY_SSN'. */
  routeKey: string;
  screen: ScreenId;
  /** i18n key of the page title; the document title is '<title> | {brokerName}'. */
  titleKey: string;
  section?: SectionId;
  /** The person a person screen is about (default 'main'). */
  person?: PersonSlot;
}

/** Modals are machine states too (ARCHITECTURE.md); the screen renders the one named here. */
export type ModalId =
  | 'skipFunding' // doc 3 §2.4 skip confirmation (Cancel / SKIP)
  | 'editItem' // doc 2 §2.24 review edit modal; `ScreenView.data.editing` names the item
  | 'agreementViewer' // doc 3 §2.5
  | 'submissionError' // doc 3 §2.6 processing error modal
  | 'forgotPasswordNoUser' // doc 1 §2.5 'You must enter your email address first.'
  | 'resumeApplication' // doc 1 §2.12 'Resume application' / 'Start a new application'; data.resume
  | 'oldPortal' // doc 1 §2.12, §4.3 'You already have user on old registration portal and you will be redirected'
  | 'bankLink' // doc 3 §4 bank-link flow (machines/funding/bank-link.machine.ts); data.flow: BankLinkView
  | 'achTerms' // doc 3 §2.4/§2.5 the agreement viewer on the ACH transfer terms (amount step, ACH connected)
  | 'metalTerms' // doc 3 §1, §2.5 the agreement viewer on the metal-stream terms and conditions (programme agreement)
  | 'custodian' // doc 3 §2.4 IRA custodian modal (machines/funding/custodian.machine.ts); data.flow
  | 'fundingEdit' // doc 3 §2.4 the review's funding edit (machines/funding/funding-edit.machine.ts); data.flow
  | 'cameraAccess' // doc 3 §8 'You don't have access to your camera' (machines/kyc/webcam.machine.ts)
  | 'assistedContinue' // doc 1 §2.12, §4.12 assisted continue-or-start-new; data.assisted {createdOn, createdBy}
  | 'invitationSent' // doc 1 §2.10 'Ok, return to back office'; data.invitation {email}
  | 'invitationError' // doc 1 §2.10, §8.3 invitation error modal (acceptance, or the agent's send)
  | 'saveClose' // doc 1 §2.12 save & close: data.saveClose {ok}
  | 'ssnVideo' // doc 2 §2.4, §2.15 the SSN help video (data.video {url, captionsUrl}); play/pause/end send CRM events
  | 'ssnVideoFailed' // the same modal after a playback failure: 'videos.genericPlaybackError'
  | 'error'; // generic error modal with OK

/** One row of the route table (machines/view/route-table.ts): every path the machine can show. */
export interface RouteEntry {
  path: string;
  routeKey: string;
  screen: ScreenId;
  titleKey: string;
}
