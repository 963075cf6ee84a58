import { useState } from 'react';
import type { CouponQuote } from '@shop/contracts/coupons';
import { couponMessages } from '@shop/contracts/coupon-messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

/**
 * 'Cupón de descuento' at checkout: type a code, 'Aplicar' asks the server what it takes off this bag; the
 * reason is shown under the field when it does not apply. The checkout sends the applied code.
 */
export function CouponField(props: {
  applied: string | null;
  quote: CouponQuote | undefined;
  checking: boolean;
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  if (props.applied && props.quote) {
    return (
      <div
        className="flex items-start justify-between gap-3 rounded-md border border-green-700 bg-green-50 p-3 text-sm"
        role="status"
      >
        <span>
          <span className="font-semibold">{couponMessages.applied(props.quote.code)}</span>
          <span className="block text-muted">{props.quote.rule_name}</span>
        </span>
        <Button variant="link" onClick={props.onRemove} className="shrink-0 whitespace-nowrap">
          {couponMessages.remove}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="flex items-start gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        setMissing(!code.trim());
        if (code.trim()) props.onApply(code);
      }}
    >
      <TextField
        label={couponMessages.label}
        value={code}
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        onChange={(e) => setCode(e.target.value)}
        error={missing ? couponMessages.codeRequired : (props.error ?? undefined)}
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary" busy={props.checking} className="mt-6 shrink-0">
        {couponMessages.apply}
      </Button>
    </form>
  );
}
