/**
 * Redaction over the whole contract (issue 20 "every field of every response schema of the
 * contract that is not allow-listed is redacted in an inspector event and a support snapshot").
 *
 * Every response schema of services/api/contract.ts — the `response` of every endpoint, every
 * exported schema named `…Response` and the error body — is walked through its zod 4 definition
 * (`_zod.def`; no field is listed by hand) and given a sample value whose leaves carry unique
 * sentinels (letters for strings, 73xxxxx for numbers; for allow-listed keys a sentinel that fits
 * the key's rule: an ISO code, a path, a date-time). Each sample then goes
 * (a) through the analyst mode's inspector (@statelyai/inspect's createInspector with
 *     `inspectorOptions`, inspector/inspect.ts) as the output of an invoked actor and the context
 *     it is assigned to, and
 * (b) through a support snapshot's recorder (`wrapApi`) as a recorded answer, downloaded as JSON;
 * and every leaf is checked in what would leave the page: a sentinel of a key that is not in
 * ALLOWED_KEYS (inspector/redact.ts) must be absent from the serialized output and the leaf at
 * its path redacted; an allow-listed one (and a boolean) must be there as it was. In a snapshot
 * the answers of REFERENCE_ENDPOINTS (broker reference data) are kept as answered.
 */
import { createInspector } from '@statelyai/inspect';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import type { z } from 'zod';
import { inspectorOptions } from '../../inspector/inspect';
import { ALLOWED_KEYS } from '../../inspector/redact';
import {
  createSessionRecorder,
  parseSupportSnapshot,
  REFERENCE_ENDPOINTS,
  type SupportSnapshot,
} from '../../inspector/support-snapshot';
import { createApp } from '../../src/app/create-app';
import { ApiError, type ApiClient } from '../../services/api/client';
import * as contract from '../../services/api/contract';
import { memoryStorage } from '../../services/session-store';
import { createFakeApi, fakeDeps } from './fake-api';

type Path = (string | number)[];
interface Leaf {
  path: Path;
  /** The leaf's nearest object key (array items take their array's key); null at the top. */
  key: string | null;
  value: unknown;
  /** A sentinel that appears nowhere else (strings and numbers; not enum or literal values). */
  unique: boolean;
}

/** 0 → 'a', 1 → 'b' … in the letters a–p only (no 'z' or 'q', the sentinels' delimiters). */
const letters = (n: number) => {
  let s = '';
  do {
    s = String.fromCharCode(97 + (n % 16)) + s;
    n = Math.floor(n / 16);
  } while (n > 0);
  return s;
};

/** A sample generator over zod 4 definitions: every leaf gets a fresh sentinel. */
function sampler() {
  let n = 0;
  let iso = 0;
  const az = (i: number) => String.fromCharCode(65 + (i % 26));
  const stringFor = (key: string | null): string => {
    n += 1;
    const rule = key === null ? undefined : ALLOWED_KEYS.get(key);
    if (rule === 'iso') {
      iso += 1;
      return `X${az(Math.floor(iso / 26))}${az(iso)}`;
    }
    if (rule === 'path') return `/zq${letters(n)}zq`;
    if (rule === 'time')
      return `2099-01-01T${String(Math.floor(n / 60) % 24).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}:00Z`;
    return `zq${letters(n)}zq`;
  };
  const isoSeen = new Set<string>();
  function sample(schema: z.ZodType, path: Path, key: string | null, leaves: Leaf[]): unknown {
    const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })
      ._zod.def;
    const leaf = (value: unknown, unique: boolean) => {
      leaves.push({ path, key, value, unique });
      return value;
    };
    switch (def.type) {
      case 'object':
        return Object.fromEntries(
          Object.entries(def.shape as Record<string, z.ZodType>).map(([k, s]) => [
            k,
            sample(s, [...path, k], k, leaves),
          ]),
        );
      case 'array':
        return [sample(def.element as z.ZodType, [...path, 0], key, leaves)];
      case 'record': {
        n += 1;
        const rk = `rk${letters(n)}`;
        return { [rk]: sample(def.valueType as z.ZodType, [...path, rk], rk, leaves) };
      }
      case 'nullable':
      case 'optional':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'nonoptional':
      case 'catch':
        return sample(def.innerType as z.ZodType, path, key, leaves);
      case 'lazy':
        return sample((def.getter as () => z.ZodType)(), path, key, leaves);
      case 'pipe': {
        // z.preprocess(f, s) is pipe(transform, s); s.transform(f) is pipe(s, transform).
        const inner = def.in as z.ZodType;
        const isTransform =
          (inner as unknown as { _zod: { def: { type: string } } })._zod.def.type === 'transform';
        return sample((isTransform ? def.out : def.in) as z.ZodType, path, key, leaves);
      }
      case 'union':
        return sample((def.options as z.ZodType[])[0], path, key, leaves);
      case 'enum':
        return leaf(Object.values(def.entries as Record<string, unknown>)[0], false);
      case 'literal':
        return leaf((def.values as unknown[])[0], false);
      case 'boolean':
        return leaf(true, false);
      case 'number':
        n += 1;
        return leaf(7_300_000 + n, true);
      case 'string':
      case 'unknown':
      case 'any': {
        const s = stringFor(key);
        // Three-letter ISO sentinels are unique only while fewer than 676 are drawn.
        if (ALLOWED_KEYS.get(key ?? '') === 'iso') {
          expect(isoSeen.has(s)).toBe(false);
          isoSeen.add(s);
        }
        return leaf(s, true);
      }
      default:
        throw new Error(`no sample for zod type '${def.type}' at ${path.join('.')}`);
    }
  }
  return sample;
}

interface Case {
  /** 'endpoint:<name>' or 'export:<name>'. */
  name: string;
  /** The key the recorder files the answer under. */
  key: string;
  reference: boolean;
  sample: unknown;
  leaves: Leaf[];
}

/** Every response schema of the contract, each with its sample (see the module comment). */
function contractCases(): Case[] {
  const sample = sampler();
  const out: Case[] = [];
  const covered = new Set<unknown>();
  const add = (name: string, key: string, reference: boolean, schema: z.ZodType) => {
    const leaves: Leaf[] = [];
    out.push({ name, key, reference, sample: sample(schema, [], null, leaves), leaves });
    covered.add(schema);
  };
  for (const [name, ep] of Object.entries(contract.endpoints)) {
    if (!('response' in ep)) continue;
    add(
      `endpoint:${name}`,
      `call:${name}`,
      (REFERENCE_ENDPOINTS as ReadonlySet<string>).has(name),
      ep.response as z.ZodType,
    );
  }
  for (const [name, value] of Object.entries(contract)) {
    const isSchema = !!value && typeof value === 'object' && '_zod' in value;
    if (isSchema && (/Response$/.test(name) || name === 'errorResponse') && !covered.has(value))
      add(`export:${name}`, `call:export:${name}`, false, value as z.ZodType);
  }
  return out;
}

const at = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
    value,
  );

const occurs = (text: string, value: unknown) =>
  typeof value === 'number'
    ? new RegExp(`(?<![\\d.])${value}(?![\\d.])`).test(text)
    : text.includes(String(value));

/** A leaf passes in clear when its key is allow-listed (the sentinel fits the rule) or it is a boolean. */
const allowed = (l: Leaf) =>
  typeof l.value === 'boolean' || (l.key !== null && ALLOWED_KEYS.has(l.key));

/**
 * The problems of one case in `text` (all that left the page) and `outputs` (where the sample
 * landed): leaks of a non-allow-listed leaf, and allow-listed leaves that did not come through.
 */
function problems(c: Case, text: string, outputs: unknown[], keepAll: boolean): string[] {
  const found: string[] = [];
  for (const l of c.leaves) {
    const where = `${c.name} ${l.path.join('.') || '(top)'}`;
    if (keepAll || allowed(l)) {
      for (const o of outputs)
        if (at(o, l.path) !== l.value) found.push(`${where}: allow-listed, but not kept`);
    } else {
      if (l.unique && occurs(text, l.value)) found.push(`${where}: leaked ${String(l.value)}`);
      for (const o of outputs) if (at(o, l.path) === l.value) found.push(`${where}: not redacted`);
    }
  }
  return found;
}

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** (a) What the analyst mode's inspector sends for an actor that answers `sample`. */
async function throughInspector(sample: unknown) {
  const sent: unknown[] = [];
  const inspector = createInspector({ send: (e) => void sent.push(e) }, inspectorOptions as never);
  const machine = setup({
    types: { context: {} as { answer: unknown } },
    actors: { answer: fromPromise(async () => sample) },
  }).createMachine({
    context: { answer: null },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'answer',
          onDone: { target: 'done', actions: assign({ answer: ({ event }) => event.output }) },
        },
      },
      done: {},
    },
  });
  const actor = createActor(machine, { inspect: inspector.inspect });
  actor.start();
  await tick(20);
  actor.stop();
  await tick(20);
  const text = JSON.stringify(sent);
  type Sent = { type: string; event?: { type: string; output?: unknown }; snapshot?: unknown };
  const events = sent as Sent[];
  const done = events.find((e) => e.event?.type.startsWith('xstate.done.actor'))?.event?.output;
  const context = events
    .filter((e) => e.type === '@xstate.snapshot')
    .map((e) => (e.snapshot as { context?: { answer?: unknown } }).context?.answer)
    .filter((a) => a !== null && a !== undefined)
    .at(-1);
  return { text, outputs: [done, context] };
}

/** (b) A support snapshot whose recorded answers are every case's sample (and the error body's). */
async function throughSupportSnapshot(cases: Case[]): Promise<SupportSnapshot> {
  const recorder = createSessionRecorder();
  const bySample = new Map(cases.map((c) => [c.key.slice(5), c]));
  const sampleApi = {
    call: (name: string) => {
      const c = bySample.get(name);
      if (c?.name === 'export:errorResponse') {
        const body = c.sample as { ErrorMessage?: string; Errors: contract.ApiErrorItem[] };
        return Promise.reject(
          new ApiError({ status: 400, errors: body.Errors, message: body.ErrorMessage }),
        );
      }
      return Promise.resolve(c?.sample);
    },
  } as unknown as ApiClient;
  const api = recorder.wrapApi(sampleApi);
  for (const c of cases)
    await (api.call as unknown as (n: string) => Promise<unknown>)(c.key.slice(5)).catch(() => {});
  // A real root actor for the rest of the file (state, flow record), as downloaded.
  const fake = createFakeApi();
  const storage = memoryStorage();
  const app = createApp({
    input: { initialPath: '/', search: '', referrer: '', brokerCode: 'HAA' },
    storage,
    deps: fakeDeps(fake, storage),
    recorder,
  });
  await tick(30);
  const file = recorder.snapshot(app.actor);
  app.actor.stop();
  return parseSupportSnapshot(JSON.stringify(file, null, 2));
}

describe('redaction over every response schema of the contract (issue 20)', () => {
  const cases = contractCases();

  it('walks every endpoint response and exported response schema', () => {
    const endpointsWithResponse = Object.values(contract.endpoints).filter((e) => 'response' in e);
    expect(cases.filter((c) => c.name.startsWith('endpoint:'))).toHaveLength(
      endpointsWithResponse.length,
    );
    expect(cases.map((c) => c.name)).toContain('export:errorResponse');
    expect(cases.map((c) => c.name)).toContain('endpoint:getApplication');
    const leaves = cases.flatMap((c) => c.leaves);
    expect(leaves.length).toBeGreaterThan(500);
    // Both kinds of leaves are exercised.
    expect(leaves.some((l) => !allowed(l) && l.unique)).toBe(true);
    expect(leaves.some((l) => allowed(l) && l.unique)).toBe(true);
  });

  it('(a) an inspector event of the analyst mode holds no sentinel of a field that is not allow-listed', async () => {
    const found: string[] = [];
    const runs = await Promise.all(cases.map((c) => throughInspector(c.sample)));
    cases.forEach((c, i) => {
      const { text, outputs } = runs[i];
      expect(outputs[0], `${c.name}: the done event was sent`).toBeDefined();
      expect(outputs[1], `${c.name}: the context was sent`).toBeDefined();
      found.push(...problems(c, text, outputs, false));
    });
    expect(found.slice(0, 40)).toEqual([]);
  });

  it('(b) a support snapshot holds no sentinel of a field that is not allow-listed (reference data as answered)', async () => {
    const file = await throughSupportSnapshot(cases);
    const text = JSON.stringify(file);
    const found: string[] = [];
    for (const c of cases) {
      const rec = file.answers.find((a) => a.key === c.key);
      expect(rec, `${c.name}: recorded`).toBeDefined();
      if (c.name === 'export:errorResponse') {
        // A failure keeps the status and the codes; the body's message is dropped.
        const body = { ErrorMessage: rec?.failure?.message, Errors: rec?.failure?.errors };
        found.push(...problems(c, text, [body], false));
      } else found.push(...problems(c, text, [rec?.value], c.reference));
    }
    expect(found.slice(0, 40)).toEqual([]);
  });
});
