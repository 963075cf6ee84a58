import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  info: 'border-sky-700 bg-sky-50 text-sky-950',
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
  error: 'border-red-700 bg-red-50 text-red-950',
  success: 'border-emerald-700 bg-emerald-50 text-emerald-950',
} as const;

export function Alert({
  tone = 'info',
  children,
  className,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-md border-l-4 px-4 py-3 text-sm', tones[tone], className)}
    >
      {children}
    </div>
  );
}
