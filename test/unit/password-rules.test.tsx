// @vitest-environment jsdom
/**
 * The password checklist's range lookup (src/ui/password-rules.tsx; issue 11): it asks the check
 * for each typed password, cancels a waiting lookup when the password changes, and schedules none
 * while the form is being sent (`busy`) — the server checks the password itself, and a lookup then
 * only competes with the submission; editable again, it asks once more.
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonPasswordCheck } from '../../services/api/common-password-check';
import { PasswordRules } from '../../src/ui/password-rules';
import { setupJsdomScreens } from './jsdom-screens';

setupJsdomScreens();

afterEach(() => vi.restoreAllMocks());

describe('PasswordRules range lookup', () => {
  it('asks per password, cancels the waiting one, asks nothing while busy', () => {
    const cancels: string[] = [];
    const request = vi
      .spyOn(commonPasswordCheck, 'request')
      .mockImplementation((password: string) => () => cancels.push(password));
    const ui = (password: string, busy: boolean) => (
      <PasswordRules id="rules" password={password} email="a@example.com" busy={busy} />
    );
    const r = render(ui('Harbor7#Qu', false));
    expect(request.mock.calls.map((c) => c[0])).toEqual(['Harbor7#Qu']);

    r.rerender(ui('Harbor7#Quill', false));
    expect(cancels).toEqual(['Harbor7#Qu']);
    expect(request.mock.calls.map((c) => c[0])).toEqual(['Harbor7#Qu', 'Harbor7#Quill']);

    // Submitted: the waiting lookup is dropped and none is scheduled.
    r.rerender(ui('Harbor7#Quill', true));
    expect(cancels).toEqual(['Harbor7#Qu', 'Harbor7#Quill']);
    expect(request).toHaveBeenCalledTimes(2);

    // The submission failed: editable again, the password is looked up again.
    r.rerender(ui('Harbor7#Quill', false));
    expect(request).toHaveBeenCalledTimes(3);
    r.unmount();
    expect(cancels).toEqual(['Harbor7#Qu', 'Harbor7#Quill', 'Harbor7#Quill']);
  });
});
