// @vitest-environment jsdom
/**
 * src/ui/form.ts `formProps`: a screen's form is never submitted by the browser itself. A blur
 * during React's commit (a focused field remounted, as the custodian modal's address pick did) is
 * handled by no React listener, so Conform's intent submit went to the browser and the page
 * reloaded with the typed fields (PII) in its URL; the native listener prevents that on every form.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ScreenView } from '../../machines/screen-contract';
import { formProps, useStepForm } from '../../src/ui/form';

const schema = z.object({ Email: z.string() });

function Form() {
  const view = { initial: { Email: '' } } as unknown as ScreenView;
  const [form] = useStepForm(schema, view, () => {});
  return <form {...formProps(form)} data-testid="f" />;
}

/** The .tsx files under `dir`, recursively. */
const tsxUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxUnder(path);
    return path.endsWith('.tsx') ? [path] : [];
  });

describe('a screen form is never submitted natively', () => {
  afterEach(cleanup);

  it('a submit event no React handler sees is prevented by the form itself', () => {
    const { getByTestId } = render(<Form />);
    const form = getByTestId('f') as HTMLFormElement;
    // The form's own (native) listener, as the browser runs it before React's root listener.
    const event = new Event('submit', { cancelable: true });
    form.onsubmit?.call(form, event as SubmitEvent);
    expect(event.defaultPrevented).toBe(true);
  });

  it('a bare form element is not guarded (the check above can fail)', () => {
    const form = document.createElement('form');
    const event = new Event('submit', { cancelable: true });
    form.onsubmit?.call(form, event as SubmitEvent);
    expect(event.defaultPrevented).toBe(false);
  });

  it('every Conform form of the screens and src/ takes formProps, not getFormProps', () => {
    const bare = [...tsxUnder('screens'), ...tsxUnder('src')].filter((f) =>
      readFileSync(f, 'utf8').includes('getFormProps('),
    );
    expect(bare).toEqual([]);
  });
});
