/**
 * The agreements an application accepts when its account is opened (doc 3 §4 POST
 * …/{type}-agreements), in order; read by the acceptance actor (services/actors/app-actors.ts) and
 * re-exported by machines/agreement/agreement-variant.ts.
 */

/**
 * The open-account sequence (doc 3 §4): the agreement types accepted, in order, by POST
 * …/{type}-agreements — in the programme the ACH terms when a bank is linked, then the metal-stream
 * terms; always the main agreement ({maincode}, the broker code in lower case) last.
 */
export function agreementSequence(input: {
  maincode: string;
  programme: boolean;
  linkedBank: boolean;
}): string[] {
  return [
    ...(input.programme && input.linkedBank ? ['ach'] : []),
    ...(input.programme ? ['metal-stream'] : []),
    input.maincode,
  ];
}
