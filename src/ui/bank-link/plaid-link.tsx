/**
 * Plaid Link (react-plaid-link's `usePlaidLink`) for a real link token: opens the provider's own
 * widget (its iframe, its focus handling) as soon as the script is ready and maps its callbacks
 * to ours (src/ui/bank-link/types.ts). Renders nothing itself.
 */
import { useEffect } from 'react';
import { usePlaidLink } from 'react-plaid-link';
import type { LinkOnExit, LinkOnSuccess } from './types';

export function PlaidLink(props: { token: string; onSuccess: LinkOnSuccess; onExit: LinkOnExit }) {
  const { open, ready } = usePlaidLink({
    token: props.token,
    onSuccess: (publicToken, metadata) =>
      props.onSuccess(publicToken ?? '', {
        institution: metadata.institution
          ? { name: metadata.institution.name, institution_id: metadata.institution.institution_id }
          : null,
        accounts: metadata.accounts.map((a) => ({ id: a.id, name: a.name, mask: a.mask })),
      }),
    onExit: (error) => props.onExit(error ? { error_code: error.error_code } : null),
  });
  useEffect(() => {
    if (ready) open();
  }, [ready, open]);
  return null;
}

export default PlaidLink;
