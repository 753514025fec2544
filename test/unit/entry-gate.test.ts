import { describe, expect, it } from 'vitest';
import { flowTypeOfMode, parseStoredGate, readEntryGate } from '../../machines/entry/entry-gate';
import { initialContext } from '../../machines/app/entry-helpers';

const AGENT =
  '?token=agent.jwt.value&customerEmail=ann%40example.com&brokerCode=HAA&username=sales%40haa.example&logonUid=L-1';

describe('entry gate (issue 10, doc 1 §4.1, §4.2)', () => {
  it('reads every flow mode from its URL', () => {
    expect(readEntryGate({ path: '/', search: '' }).mode).toEqual({ kind: 'normal' });
    expect(readEntryGate({ path: '/aip', search: '' }).mode).toEqual({ kind: 'aip' });
    expect(readEntryGate({ path: '/', search: AGENT }).mode).toEqual({
      kind: 'assisted',
      logonUid: 'L-1',
      username: 'sales@haa.example',
      brokerCode: 'HAA',
      customerEmail: 'ann@example.com',
    });
    expect(
      readEntryGate({ path: '/', search: '?token=p.t&accountUid=A-1&accountCode=BSC-1' }).mode,
    ).toEqual({ kind: 'upgrade', accountUid: 'A-1', accountCode: 'BSC-1' });
    expect(
      readEntryGate({ path: '/sales-invitation', search: '?invitation-token=inv_x' }).mode,
    ).toEqual({ kind: 'invitation' });
  });

  it('an incomplete query names no mode (doc 1 §4.2 needs all three keys)', () => {
    expect(readEntryGate({ path: '/', search: '?token=x&accountUid=A-1' }).mode.kind).toBe(
      'normal',
    );
    expect(readEntryGate({ path: '/', search: '?logonUid=L&username=u' }).mode.kind).toBe('normal');
  });

  it('keeps secrets out of the mode, the stored record and the clean URL', () => {
    const g = readEntryGate({ path: '/', search: `${AGENT}&PromoCode=GOLD` });
    expect(g.secrets.bearer).toBe('agent.jwt.value');
    expect(JSON.stringify(g.mode)).not.toContain('agent.jwt.value');
    expect(g.stored).not.toContain('agent.jwt.value');
    expect(g.cleanSearch).not.toContain('token');
    expect(g.cleanSearch).toContain('PromoCode=GOLD');
    const r = readEntryGate({ path: '/reset-password', search: '?rpt=rpt_abc' });
    expect(r.secrets.resetToken).toBe('rpt_abc');
    expect(r.cleanSearch).toBe('');
    const j = readEntryGate({ path: '/secure/name', search: '?jwtToken=a&refreshToken=b' });
    expect(j.secrets.tokens).toEqual({ JwtToken: 'a', JwtRefreshToken: 'b' });
    expect(j.cleanSearch).toBe('');
  });

  it('a reload inside the flow keeps the stored mode; a fresh start on / or /aip does not', () => {
    const first = readEntryGate({ path: '/', search: AGENT });
    const reload = readEntryGate({ path: '/secure/name', search: '', stored: first.stored });
    expect(reload.mode).toEqual(first.mode);
    expect(reload.secrets.bearer).toBeNull();
    expect(readEntryGate({ path: '/', search: '', stored: first.stored }).mode.kind).toBe('normal');
    const aip = readEntryGate({ path: '/aip', search: '' });
    expect(readEntryGate({ path: '/login', search: '', stored: aip.stored }).mode.kind).toBe('aip');
    const inv = readEntryGate({ path: '/sales-invitation', search: '?invitation-token=inv_1' });
    expect(
      readEntryGate({ path: '/sales-invitation', search: '', stored: inv.stored }).secrets
        .invitationToken,
    ).toBe('inv_1');
  });

  it('ignores a stored record of another shape', () => {
    expect(parseStoredGate('{"mode":{"kind":"root"}}')).toBeNull();
    expect(parseStoredGate('not json')).toBeNull();
    expect(readEntryGate({ path: '/x', search: '', stored: '{bad' }).mode.kind).toBe('normal');
  });

  it('the root context carries the mode and its flow type', () => {
    const aip = initialContext({ initialPath: '/aip', search: '', referrer: '' });
    expect(aip.mode.kind).toBe('aip');
    expect(aip.flowType).toBe(2);
    const up = initialContext({
      initialPath: '/',
      search: '',
      referrer: '',
      mode: { kind: 'upgrade', accountUid: 'A', accountCode: 'B' },
    });
    expect(up.mode.kind).toBe('upgrade');
    expect(flowTypeOfMode(up.mode)).toBe(1);
  });
});
