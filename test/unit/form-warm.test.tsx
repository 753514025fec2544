// @vitest-environment jsdom
/**
 * Issue 32 items 1–2 (src/ui/form.ts `useStepForm`): a step form's schema is parsed once with the
 * prefill while the browser is idle — not during the render, and once per schema however many
 * times the form mounts — so the applicant's first blur or Continue does not pay zod's and
 * Conform's first parse.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ScreenView } from '../../machines/screen-contract';
import { useStepForm } from '../../src/ui/form';

const seen: unknown[] = [];
const schema = z.object({
  Email: z.string().refine((v) => {
    seen.push(v);
    return true;
  }),
});

function Form(props: { view: ScreenView }) {
  const [form] = useStepForm(schema, props.view, () => {});
  return <form id={form.id} />;
}

describe('useStepForm warms its schema at idle', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('parses the prefill once, in the idle callback, once per schema', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const view = { initial: { Email: 'pre@example.com' } } as unknown as ScreenView;
    const first = render(<Form view={view} />);
    expect(seen).toEqual([]);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(seen).toEqual(['pre@example.com']);
    first.unmount();
    // Mounted again (the next visit of the step): already warm, nothing scheduled.
    render(<Form view={view} />);
    expect(idle).toHaveLength(1);
    expect(seen).toEqual(['pre@example.com']);
  });
});
