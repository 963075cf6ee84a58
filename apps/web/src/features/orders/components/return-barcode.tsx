import { useEffect, useRef } from 'react';
import { Skeleton } from '../../../components/ui/spinner';
import { useOrderBarcode } from '../api/get-order-barcode';
import type { OrderRef } from '../api/get-order';

/** 'Devolución en Tienda': the order's Code128, drawn in the browser (jsbarcode is loaded only here). */
export function ReturnBarcode({ orderRef }: { orderRef: OrderRef }) {
  const barcode = useOrderBarcode(orderRef, true);
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    const text = barcode.data?.barcode;
    if (!text || !svg.current) return;
    let cancelled = false;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (!cancelled && svg.current)
        JsBarcode(svg.current, text, { format: 'CODE128', height: 70, displayValue: true, margin: 8 });
    });
    return () => {
      cancelled = true;
    };
  }, [barcode.data?.barcode]);
  if (barcode.isError) return null;
  return (
    <section aria-labelledby="return-title" className="rounded-lg border border-neutral-200 bg-white p-4">
      <h2 id="return-title" className="mb-1 text-lg font-bold">
        Devolución en Tienda
      </h2>
      <p className="mb-3 text-sm text-muted">
        Presenta este código en cualquier tienda para hacer tu devolución o cambio.
      </p>
      {barcode.isPending ? (
        <Skeleton className="h-24 w-64" />
      ) : (
        <svg
          ref={svg}
          role="img"
          aria-label={`Código de barras ${barcode.data.barcode}`}
          data-barcode={barcode.data.barcode}
        />
      )}
    </section>
  );
}
