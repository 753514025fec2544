/**
 * The analyst mode's WebSocket target comes from the build's allow-list, not the URL (issue 20,
 * inspector/analyst.ts, docs/analysts.md): VITE_INSPECT_WS_URLS (space-separated; unset → the
 * loopback inspector server only); ws:// only to loopback hosts; a target that is not listed falls
 * back to the in-page inspector with the reason.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYST_STORAGE_KEY,
  DEFAULT_INSPECT_WS_URLS,
  analystModeFrom,
  normaliseWsUrl,
  parseAnalystMode,
  parseWsAllowList,
  wsTargetDecision,
} from '../../inspector/analyst';
import { memoryStorage } from '../../services/session-store';

afterEach(() => vi.restoreAllMocks());
const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('WebSocket inspector allow-list (VITE_INSPECT_WS_URLS)', () => {
  it('unset or blank: the loopback inspector server of `npm run inspect-server` only', () => {
    for (const env of [undefined, '', '   '])
      expect(parseWsAllowList(env).urls).toEqual([
        'ws://127.0.0.1:8090',
        'ws://localhost:8090',
        'ws://[::1]:8090',
      ]);
    expect(parseWsAllowList(undefined).urls).toEqual(
      parseWsAllowList(DEFAULT_INSPECT_WS_URLS).urls,
    );
  });

  it('keeps wss:// anywhere and ws:// to loopback; ignores ws:// to other hosts and junk', () => {
    const list = parseWsAllowList(
      'wss://watch.broker.example ws://watcher.lan:8090 ws://localhost:9000 https://x.example wss://u:p@h.example wss://h.example/?t=1',
    );
    expect(list.urls).toEqual(['wss://watch.broker.example', 'ws://localhost:9000']);
    expect(list.ignored).toEqual([
      { entry: 'ws://watcher.lan:8090', reason: 'insecure' },
      { entry: 'https://x.example', reason: 'malformed' },
      { entry: 'wss://u:p@h.example', reason: 'malformed' },
      { entry: 'wss://h.example/?t=1', reason: 'malformed' },
    ]);
  });

  it('normalises before comparing (trailing slash, case of the host, default port)', () => {
    expect(normaliseWsUrl('WSS://Watch.Broker.Example:443/')).toEqual({
      url: 'wss://watch.broker.example',
    });
    expect(normaliseWsUrl('ws://[::1]:8090/inspect')).toEqual({ url: 'ws://[::1]:8090/inspect' });
    expect(normaliseWsUrl('ws://127.0.0.1.evil.example:8090')).toEqual({ reason: 'insecure' });
    expect(normaliseWsUrl('ws://localhost.evil.example')).toEqual({ reason: 'insecure' });
  });

  it('decides: listed → the URL; unlisted, insecure or malformed → the reason', () => {
    const allow = parseWsAllowList('wss://watch.broker.example ws://localhost:8090');
    expect(wsTargetDecision('wss://watch.broker.example/', allow)).toEqual({
      url: 'wss://watch.broker.example',
    });
    expect(wsTargetDecision('ws://localhost:8090', allow)).toEqual({ url: 'ws://localhost:8090' });
    expect(wsTargetDecision('wss://evil.example', allow)).toEqual({ reason: 'notListed' });
    expect(wsTargetDecision('ws://localhost:8081', allow)).toEqual({ reason: 'notListed' });
    expect(wsTargetDecision('ws://watch.broker.example', allow)).toEqual({ reason: 'insecure' });
    expect(wsTargetDecision('javascript:alert(1)', allow)).toEqual({ reason: 'malformed' });
  });
});

describe('analystModeFrom', () => {
  it('?inspect=ws with a listed URL streams there (and is kept for the tab)', () => {
    const storage = memoryStorage();
    const mode = analystModeFrom(
      '?inspect=ws&inspectUrl=wss://watch.broker.example',
      storage,
      undefined,
      'wss://watch.broker.example',
    );
    expect(mode).toEqual({ inspector: 'ws', url: 'wss://watch.broker.example' });
    expect(analystModeFrom('', storage, undefined, 'wss://watch.broker.example')).toEqual(mode);
  });

  it('?inspect=ws without inspectUrl takes the first listed URL (default: loopback)', () => {
    expect(analystModeFrom('?inspect=ws', memoryStorage())).toEqual({
      inspector: 'ws',
      url: 'ws://127.0.0.1:8090',
    });
  });

  it('a URL from the link that is not listed falls back to the in-page inspector and says why', () => {
    const warn = quiet();
    const storage = memoryStorage();
    const mode = analystModeFrom(
      '?inspect=ws&inspectUrl=wss://attacker.example/collect',
      storage,
      undefined,
      'wss://watch.broker.example',
    );
    expect(mode).toEqual({
      inspector: 'browser',
      refused: { url: 'wss://attacker.example/collect', reason: 'notListed' },
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('notListed'));
    // The tab keeps the in-page inspector, never the refused target.
    expect(storage.getItem(ANALYST_STORAGE_KEY)).toBe(JSON.stringify({ inspector: 'browser' }));
    expect(analystModeFrom('', storage, undefined, 'wss://watch.broker.example')).toEqual({
      inspector: 'browser',
    });
  });

  it('ws:// to another host is refused as insecure, even when the default list is in use', () => {
    quiet();
    expect(analystModeFrom('?inspect=ws&inspectUrl=ws://watcher.lan:8090', null)).toEqual({
      inspector: 'browser',
      refused: { url: 'ws://watcher.lan:8090', reason: 'insecure' },
    });
  });

  it('a stored WebSocket mode outside the current list is dropped', () => {
    const stored = JSON.stringify({ inspector: 'ws', url: 'wss://old.example' });
    expect(parseAnalystMode(stored, parseWsAllowList('wss://new.example'))).toBeNull();
    expect(parseAnalystMode(stored, parseWsAllowList('wss://old.example'))).toEqual({
      inspector: 'ws',
      url: 'wss://old.example',
    });
    const storage = memoryStorage();
    storage.setItem(ANALYST_STORAGE_KEY, stored);
    expect(analystModeFrom('', storage, undefined, 'wss://new.example')).toBeNull();
  });

  it('?inspect=1, ?inspect=0 and VITE_INSPECT keep working', () => {
    const storage = memoryStorage();
    expect(analystModeFrom('?inspect=1', storage)).toEqual({ inspector: 'browser' });
    expect(analystModeFrom('?inspect=0', storage)).toBeNull();
    expect(storage.getItem(ANALYST_STORAGE_KEY)).toBeNull();
    expect(analystModeFrom('', storage, '1')).toEqual({ inspector: 'browser' });
  });
});
