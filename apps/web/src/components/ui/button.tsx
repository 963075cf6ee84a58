import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';

const variants: Record<Variant, string> = {
  primary: 'px-4 bg-brand-700 text-white hover:bg-brand-800 disabled:bg-neutral-400',
  secondary:
    'px-4 border border-brand-700 text-brand-700 bg-white hover:bg-brand-50 disabled:border-neutral-300 disabled:text-neutral-500',
  ghost: 'px-4 text-ink hover:bg-neutral-100 disabled:text-neutral-500',
  // Aligned with the text around it (no side padding), still a 44 px touch target.
  link: 'text-brand-700 underline underline-offset-2 hover:text-brand-800',
  danger: 'px-4 bg-red-700 text-white hover:bg-red-800 disabled:bg-neutral-400',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  busy?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', busy = false, className, children, disabled, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-md py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed',
        variants[variant],
        className,
      )}
      {...rest}
    >
      {busy && (
        <span
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          aria-hidden="true"
        />
      )}
      {children}
    </button>
  );
});
