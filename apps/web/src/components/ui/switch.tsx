import type { ButtonHTMLAttributes } from 'react';

/**
 * An on/off switch: a button with role 'switch' and aria-checked, and Radix Switch's `data-state` (checked /
 * unchecked) on it and its thumb for styling. In place of Radix Switch, whose code with the primitives it shares
 * cost datos-personales about 5 KB gzip (issue 16, decision 0625).
 */
export function Switch({
  checked,
  onCheckedChange,
  thumbClassName,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'type' | 'role'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  thumbClassName?: string;
}) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      onClick={() => onCheckedChange(!checked)}
      {...rest}
    >
      <span data-state={state} className={thumbClassName} />
    </button>
  );
}
