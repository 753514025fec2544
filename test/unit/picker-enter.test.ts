// @vitest-environment jsdom
/**
 * A searchable picker's Enter (src/ui/autofill.ts `pickOptionOnEnter`, Mantine Select's default
 * onKeyDown): the highlighted option, else the only one left, else the fully typed one is clicked
 * and the form is not submitted; with the list closed or nothing matching Enter is left alone.
 */
import type { KeyboardEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { pickOptionOnEnter } from '../../src/ui/autofill';

function picker(opts: { options: string[]; highlighted?: number; typed: string; open?: boolean }) {
  document.body.innerHTML = '';
  const input = document.createElement('input');
  input.value = opts.typed;
  input.setAttribute('aria-expanded', String(opts.open ?? true));
  input.setAttribute('aria-controls', 'list-1');
  const list = document.createElement('div');
  list.id = 'list-1';
  const clicked: string[] = [];
  opts.options.forEach((label, i) => {
    const o = document.createElement('div');
    o.setAttribute('data-combobox-option', 'true');
    o.textContent = label;
    if (i === opts.highlighted) o.setAttribute('data-combobox-selected', 'true');
    o.addEventListener('click', () => clicked.push(label));
    list.append(o);
  });
  document.body.append(input, list);
  let prevented = false;
  const event = {
    key: 'Enter',
    nativeEvent: { isComposing: false },
    defaultPrevented: false,
    currentTarget: input,
    preventDefault: () => void (prevented = true),
  } as unknown as KeyboardEvent<HTMLInputElement>;
  pickOptionOnEnter(event);
  return { clicked, prevented };
}

describe('pickOptionOnEnter', () => {
  it('clicks the highlighted option and keeps Enter from submitting', () => {
    expect(
      picker({ options: ['Idaho', 'Illinois', 'Indiana'], highlighted: 1, typed: 'I' }),
    ).toEqual({ clicked: ['Illinois'], prevented: true });
  });
  it('without a highlight: the only option left, else the one typed in full', () => {
    expect(picker({ options: ['Illinois'], typed: 'Ill' })).toEqual({
      clicked: ['Illinois'],
      prevented: true,
    });
    expect(picker({ options: ['Virginia', 'West Virginia'], typed: ' virginia ' })).toEqual({
      clicked: ['Virginia'],
      prevented: true,
    });
  });
  it('leaves Enter alone with the list closed or nothing matching', () => {
    expect(
      picker({ options: ['Illinois'], highlighted: 0, typed: 'Illinois', open: false }),
    ).toEqual({ clicked: [], prevented: false });
    expect(picker({ options: ['Idaho', 'Indiana'], typed: 'I' })).toEqual({
      clicked: [],
      prevented: false,
    });
  });
});
