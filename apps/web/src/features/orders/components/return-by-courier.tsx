import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { OrderDetail } from '@shop/contracts/account-orders';
import { RETURN_REASON_LABELS, RETURN_REASONS, type ReturnReason } from '@shop/contracts/returns';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useRequestReturn } from '../api/request-return';

type Product = OrderDetail['products'][number];

/**
 * 'Devolver' on each item of a delivered order (issue 28, decision 0734): she says why, and a return guide for that
 * item goes in her bag; once paid she prints it in 'Mis devoluciones', where it names the item it sends back.
 */
export function ReturnByCourier({ orderNumber, products }: { orderNumber: string; products: Product[] }) {
  const [item, setItem] = useState<Product | null>(null);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="return-courier-title" className="rounded-lg border border-neutral-200 bg-white p-4">
      <h2 id="return-courier-title" className="mb-1 text-lg font-bold">
        Devolver por paquetería
      </h2>
      <p className="mb-3 text-sm text-muted">
        Tienes 30 días desde la entrega. Elige el producto: agregamos a tu bolsa su guía de devolución y, al pagarla, la
        imprimes en Mis devoluciones.
      </p>
      <ul className="divide-y divide-neutral-100">
        {products.map((p) => (
          <li key={p.sku} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span>
              {p.name} · Talla {p.size_label}
            </span>
            <Button
              variant="secondary"
              onClick={() => setItem(p)}
              aria-label={`Devolver ${p.name} talla ${p.size_label}`}
            >
              Devolver
            </Button>
          </li>
        ))}
      </ul>
      {item && <ReasonDialog orderNumber={orderNumber} item={item} onClose={() => setItem(null)} key={item.sku} />}
    </section>
  );
}

function ReasonDialog({ orderNumber, item, onClose }: { orderNumber: string; item: Product; onClose: () => void }) {
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [missing, setMissing] = useState(false);
  const request = useRequestReturn();
  const navigate = useNavigate();
  const submit = () => {
    if (!reason) {
      setMissing(true);
      return;
    }
    request.mutate(
      { order_id: orderNumber, sku: item.sku, reason },
      {
        onSuccess: (done) => {
          toast.success(done.message);
          onClose();
          void navigate('/bolsa');
        },
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="¿Por qué lo devuelves?"
      description={`${item.name} · Talla ${item.size_label}`}
    >
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset className="grid gap-1" aria-describedby={missing ? 'return-reason-error' : undefined}>
          <legend className="sr-only">Motivo de la devolución</legend>
          {RETURN_REASONS.map((r) => (
            <label key={r} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="return-reason"
                value={r}
                className="size-6 shrink-0"
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setMissing(false);
                }}
              />
              {RETURN_REASON_LABELS[r]}
            </label>
          ))}
        </fieldset>
        {missing && (
          <p id="return-reason-error" role="alert" className="text-sm font-semibold text-red-700">
            Elige por qué lo devuelves.
          </p>
        )}
        {request.error && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {errorMessage(request.error)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" busy={request.isPending}>
            Agregar guía a mi bolsa
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
