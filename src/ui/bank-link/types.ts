/**
 * The link widget's callbacks, in react-plaid-link's shapes (doc 3 §4: the widget returns a
 * public token and the chosen account ids), so the sandbox widget and Plaid Link are interchangeable.
 */
export interface LinkSuccessMetadata {
  institution: { name: string; institution_id?: string } | null;
  accounts: { id: string; name: string; mask: string | null }[];
}
export type LinkOnSuccess = (publicToken: string, metadata: LinkSuccessMetadata) => void;
/** `error` null: the user closed the widget; else e.g. {error_code: 'INVALID_LINK_TOKEN'}. */
export type LinkOnExit = (error: { error_code: string } | null) => void;
