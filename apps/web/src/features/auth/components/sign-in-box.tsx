import { Suspense, useRef, useState, type FormEvent } from 'react';
import type { LoginBody } from '@shop/contracts/auth';
import { Tabs } from '../../../components/ui/tabs';
import { FOCUSABLE, LoginFormView } from './login-form-view';
import type { LoginForm as LiveLoginForm, LoginFormStart } from './login-form';
import { lazyPart } from '../../../lib/lazy-part';

/**
 * The forms' code (react-hook-form, 13 KB gzip) loads when the visitor shows she wants to sign in or register:
 * the pointer over the box, a touch, the focus in it. Until then the sign-in form is its placeholder, the same
 * markup without react-hook-form (issue 16: home under 100 KB, decision 0625).
 */
let loading: Promise<typeof LiveLoginForm> | undefined;
const loadLoginForm = () =>
  (loading ??= import('./login-form').then((m) => m.LoginForm)).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
const RegisterForm = lazyPart('src/features/auth/components/register-form.tsx', () =>
  import('./register-form').then((m) => m.RegisterForm),
);

const tabClass = 'min-h-10 rounded text-sm font-semibold data-[state=active]:bg-white data-[state=active]:shadow';

/** Home's 'Acceso' box for a visitor: 'Iniciar sesión' and 'Crear cuenta'. */
export function SignInBox() {
  const [Live, setLive] = useState<typeof LiveLoginForm>();
  const placeholder = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const going = useRef(false);

  const goLive = () => {
    if (going.current) return;
    going.current = true;
    loadLoginForm().then(
      (Form) => setLive(() => Form),
      () => (going.current = false),
    );
  };
  /**
   * What she typed, where her focus and caret are, whether she showed the password and whether she sent the form:
   * read by the live form as it first renders, while the placeholder is still in the page, so that nothing she did
   * in between is lost.
   */
  const readPlaceholder = (): LoginFormStart => {
    const form = placeholder.current;
    const input = (name: keyof LoginBody) => {
      const element = form?.elements.namedItem(name);
      return element instanceof HTMLInputElement ? element : undefined;
    };
    const active = document.activeElement;
    const index = form && active ? [...form.querySelectorAll(FOCUSABLE)].indexOf(active) : -1;
    const selection =
      active instanceof HTMLInputElement && active.selectionStart !== null && active.selectionEnd !== null
        ? ([active.selectionStart, active.selectionEnd] as [number, number])
        : null;
    return {
      values: { email: input('email')?.value ?? '', password: input('password')?.value ?? '' },
      focus: index >= 0 ? { index, selection } : undefined,
      passwordVisible: input('password')?.type === 'text',
      submit: submitted.current,
    };
  };
  const submitEarly = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    goLive();
  };

  return (
    <div onPointerOver={goLive} onTouchStart={goLive} onFocus={goLive}>
      <Tabs
        label="Acceso"
        defaultValue="login"
        listClassName="mb-6 grid grid-cols-2 rounded-md bg-neutral-100 p-1"
        tabs={[
          {
            value: 'login',
            label: 'Iniciar sesión',
            className: tabClass,
            content: Live ? (
              <Live start={readPlaceholder} />
            ) : (
              <LoginFormView
                formRef={placeholder}
                field={(name) => ({ name })}
                errors={{}}
                error={null}
                busy={false}
                onSubmit={submitEarly}
              />
            ),
          },
          {
            value: 'register',
            label: 'Crear cuenta',
            className: tabClass,
            content: (
              <Suspense fallback={null}>
                <RegisterForm />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  );
}
