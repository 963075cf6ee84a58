import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LoginBody } from '@shop/contracts/auth';
import { messages } from '@shop/contracts/messages';
import { useAppNavigate } from '../../../lib/app-link';
import { paths } from '../../../lib/paths';
import { errorMessage } from '../../../lib/error-message';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useLogin } from '../api/login';
import { FOCUSABLE, LoginFormView } from './login-form-view';

// zod and the schema load when the form first validates (home shows this form at first paint: issue 16).
const resolver = lazyResolver<LoginBody>(async () => {
  const [{ zodResolver }, { loginBody }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@shop/contracts/auth'),
  ]);
  return zodResolver(loginBody);
});

/** What the visitor did in home's placeholder form before this one loaded (sign-in-box.tsx). */
export interface LoginFormStart {
  values: LoginBody;
  /** Which of the form's controls (`FOCUSABLE`, in order) had the focus, and the caret in it. */
  focus?: { index: number; selection: [number, number] | null } | undefined;
  /** She had shown the password. */
  passwordVisible: boolean;
  /** She had already sent the form. */
  submit: boolean;
}

/** `start`: read once, as the form first renders (home's placeholder, sign-in-box.tsx). */
export function LoginForm({ start: readStart }: { start?: () => LoginFormStart }) {
  const [start] = useState(readStart);
  const navigate = useAppNavigate();
  const login = useLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<LoginBody>({ resolver, defaultValues: start?.values ?? { email: '', password: '' } });
  const onSubmit = form.handleSubmit((values) => login.mutate(values, { onSuccess: () => navigate(paths.account) }));
  useEffect(() => {
    // Once, as it replaces the placeholder: the focus back where it was, and the form sent if she had sent it.
    const focus = start?.focus;
    const control = focus && formRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focus.index];
    if (focus && control) {
      control.focus();
      // Not every input type has a selection (an e-mail input throws): the caret then goes where the browser puts it.
      if (focus.selection && control instanceof HTMLInputElement)
        try {
          control.setSelectionRange(...focus.selection);
        } catch {
          /* no selection on this input type */
        }
    }
    if (start?.submit) void onSubmit();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <LoginFormView
      field={form.register}
      errors={{ email: form.formState.errors.email?.message, password: form.formState.errors.password?.message }}
      error={login.error ? errorMessage(login.error, messages.generic.retry) : null}
      busy={login.isPending}
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      formRef={formRef}
      passwordVisible={start?.passwordVisible}
    />
  );
}
