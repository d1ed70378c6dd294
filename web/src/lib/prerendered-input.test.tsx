// @vitest-environment happy-dom
import { useForm } from 'react-hook-form';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTypedInput } from './prerendered-input';

const FORM_MARKUP = '<form><input name="email" type="email"><input name="password" type="password"></form>';

/** The React form that replaces the server's markup; reports what react-hook-form holds on submit. */
function SignInForm({ onValues }: { onValues: (values: { email: string; password: string }) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { email: '', password: '' } });
  return (
    <form onSubmit={(event) => void handleSubmit(onValues)(event)}>
      <input type="email" {...register('email')} />
      <input type="password" {...register('password')} />
      <button type="submit">Anmelden</button>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keepTypedInput', () => {
  it('carries what was typed into the server’s form over into the React form, focus included', async () => {
    const container = document.createElement('div');
    container.innerHTML = FORM_MARKUP;
    document.body.append(container);
    const typed = keepTypedInput(container);
    const email = container.querySelector<HTMLInputElement>('input[name=email]')!;
    const password = container.querySelector<HTMLInputElement>('input[name=password]')!;
    email.value = 'lena@example.org';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    password.focus();
    password.value = 'geheim1';
    password.dispatchEvent(new Event('input', { bubbles: true }));

    const onValues = vi.fn();
    const root = createRoot(container);
    await act(async () => root.render(<SignInForm onValues={onValues} />));
    expect(container.querySelector('input[name=email]')).not.toBe(email);
    typed.restore();

    expect(container.querySelector<HTMLInputElement>('input[name=email]')!.value).toBe('lena@example.org');
    expect(document.activeElement?.getAttribute('name')).toBe('password');
    // react-hook-form saw the values as if typed: they are what the form submits
    await act(async () => container.querySelector('button')!.click());
    expect(onValues).toHaveBeenCalledWith({ email: 'lena@example.org', password: 'geheim1' }, expect.anything());
    await act(async () => root.unmount());
  });

  it('leaves an empty form empty and does not follow the React form after restoring', async () => {
    const container = document.createElement('div');
    container.innerHTML = FORM_MARKUP;
    document.body.append(container);
    const typed = keepTypedInput(container);
    const root = createRoot(container);
    await act(async () => root.render(<SignInForm onValues={() => {}} />));
    typed.restore();
    expect(container.querySelector<HTMLInputElement>('input[name=email]')!.value).toBe('');
    expect(document.activeElement).toBe(document.body);
    await act(async () => root.unmount());
  });
});
