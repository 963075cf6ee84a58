import { useEffect, useRef } from 'react';

/**
 * A Code 128 barcode drawn as SVG in the browser (jsbarcode, loaded only where a barcode is shown), the way a
 * store cashier's scanner reads it: black bars on white with a quiet zone.
 */
export function Barcode({ value, label, height = 70 }: { value: string; label: string; height?: number }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let cancelled = false;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (!cancelled && svg.current)
        JsBarcode(svg.current, value, {
          format: 'CODE128',
          height,
          width: 2,
          displayValue: false,
          margin: 12,
          background: '#ffffff',
          lineColor: '#000000',
        });
    });
    return () => {
      cancelled = true;
    };
  }, [value, height]);
  return <svg ref={svg} role="img" aria-label={label} data-barcode={value} className="h-auto max-w-full" />;
}
