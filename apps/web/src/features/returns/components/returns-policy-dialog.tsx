import { useState } from 'react';
import { NO_BOX_FEE_CENTS, PACKAGE_LIMIT_CM, PACKAGE_LIMIT_KG, RETURN_DAYS } from '@shop/domain/returns';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatMoney } from '@shop/domain/money';

/** The returns policy (customer-account.md §9). */
export function ReturnsPolicyLink() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="link" onClick={() => setOpen(true)}>
        Políticas de devolución
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Políticas de devolución">
        <ul className="list-disc space-y-2 pl-5 text-sm">
          <li>
            Tienes {RETURN_DAYS} días para hacer cambios y devoluciones. Tu guía de devolución es válida {RETURN_DAYS}{' '}
            días.
          </li>
          <li>
            Tu paquete debe medir como máximo {PACKAGE_LIMIT_CM} cm de alto, {PACKAGE_LIMIT_CM} cm de ancho y{' '}
            {PACKAGE_LIMIT_CM} cm de profundidad, y pesar como máximo {PACKAGE_LIMIT_KG} kg de peso bruto.
          </li>
          <li>Un artículo nacional devuelto sin su caja tiene un cargo de {formatMoney(NO_BOX_FEE_CENTS)}.</li>
          <li>
            Si devuelves solo un artículo de una promoción 2x1, recibirás una nota por la mitad del precio pagado.
          </li>
          <li>Las devoluciones de compras hechas con crédito se abonan a tu saldo como notas de crédito.</li>
          <li>Para rastrear tu devolución llama a Estafeta al 800 378 2338 con el número de tu guía.</li>
        </ul>
      </Dialog>
    </>
  );
}
