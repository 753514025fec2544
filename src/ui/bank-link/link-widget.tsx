/**
 * The link widget for a token (doc 3 §4): the sandbox widget for sandbox tokens
 * ('link-sandbox-…', docs/sandbox.md; an expired sandbox token exits at once with
 * INVALID_LINK_TOKEN, as Plaid Link does), Plaid Link (loaded lazily) otherwise. Its callbacks become
 * the flow's events: `flow.linked {publicToken, institutionName, accounts}` and
 * `flow.linkExit {errorCode}` (machines/funding/flow-contract.ts).
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { FlowEvent } from '../../../machines/funding/flow-contract';
import { SandboxLink } from './sandbox-link';
import { isExpiredSandboxToken, isSandboxToken } from './sandbox-institutions';
import type { LinkOnExit, LinkOnSuccess } from './types';

const PlaidLink = lazy(() => import('./plaid-link'));

export function LinkWidget(props: {
  token: string;
  brokerName: string;
  send: (e: FlowEvent) => void;
}) {
  const { send } = props;
  const onSuccess: LinkOnSuccess = (publicToken, metadata) =>
    send({
      type: 'flow.linked',
      publicToken,
      institutionName: metadata.institution?.name ?? '',
      accounts: metadata.accounts.map((a) => ({ id: a.id, name: a.name, mask: a.mask ?? '' })),
    });
  const onExit: LinkOnExit = (error) =>
    send({ type: 'flow.linkExit', errorCode: error?.error_code ?? null });
  if (isExpiredSandboxToken(props.token)) return <ExpiredSandboxLink onExit={onExit} />;
  if (isSandboxToken(props.token)) {
    return (
      <SandboxLink opened brokerName={props.brokerName} onSuccess={onSuccess} onExit={onExit} />
    );
  }
  return (
    <Suspense fallback={null}>
      <PlaidLink token={props.token} onSuccess={onSuccess} onExit={onExit} />
    </Suspense>
  );
}

/** The sandbox widget given an expired token: it exits with INVALID_LINK_TOKEN as it opens. */
function ExpiredSandboxLink({ onExit }: { onExit: LinkOnExit }) {
  const exited = useRef(false);
  useEffect(() => {
    if (exited.current) return;
    exited.current = true;
    onExit({ error_code: 'INVALID_LINK_TOKEN' });
  }, [onExit]);
  return null;
}
