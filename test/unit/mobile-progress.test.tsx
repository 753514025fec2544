// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SectionView } from '../../machines/screen-contract';
import { MobileProgress } from '../../src/shell/page-shell';

const section = (id: SectionView['id'], done: boolean, current: boolean): SectionView => ({
  id,
  titleKey: `sections.${id}`,
  done,
  current,
  items: [],
});

afterEach(cleanup);

describe('mobile progress header (doc 1 §2.3, ≤ 900 px)', () => {
  it('names the current section with its number', () => {
    const { container } = render(
      <MobileProgress
        sections={[
          section('createAccount', true, false),
          section('secure', false, true),
          section('address', false, false),
        ]}
      />,
    );
    expect(container.textContent).toContain('Step 2 of 3:');
    expect(container.textContent).not.toContain('Step 1 of 3');
  });

  it('after the wizard (all done, none current) says complete, not "Step 1"', () => {
    const { container } = render(
      <MobileProgress
        sections={[
          section('createAccount', true, false),
          section('secure', true, false),
          section('review', true, false),
        ]}
      />,
    );
    expect(container.textContent).toContain('All 3 steps complete');
    expect(container.textContent).not.toContain('Step 1');
  });

  it('renders nothing when no section is current and some are open', () => {
    const { container } = render(
      <MobileProgress sections={[section('createAccount', false, false)]} />,
    );
    expect(container.textContent).toBe('');
  });
});
