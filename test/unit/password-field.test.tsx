// @vitest-environment jsdom
/**
 * src/ui/password-field.tsx: the password input announces its error as every other field does —
 * aria-invalid and the error's id in aria-describedby (after the rules list the screen names);
 * Mantine's PasswordInput sets neither on its inner input.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from '../../src/ui/password-field';
import { setupJsdomScreens } from './jsdom-screens';

setupJsdomScreens();

const field = (error?: string) => (
  <MantineProvider>
    <PasswordField id="pw" label="Password" aria-describedby="password-rules" error={error} />
  </MantineProvider>
);

describe('PasswordField', () => {
  it('with an error: aria-invalid, and the error text is named by aria-describedby', () => {
    render(field('This password is too common'));
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids[0]).toBe('password-rules');
    const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '');
    expect(texts).toContain('This password is too common');
  });

  it('without an error: not invalid, described by the rules only', () => {
    render(field());
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe('password-rules');
  });
});
