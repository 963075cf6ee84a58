import { useState } from 'react';
import { PAY_DAYS, SCHEDULE_DAYS, APPOINTMENT_MINUTES } from '@shop/domain/orders';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** The store delivery policies, linked from the order detail (customer-account.md §2 Modals, §9). */
export function DeliveryPoliciesLink() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="link" onClick={() => setOpen(true)}>
        Políticas de entrega en tienda
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Políticas de entrega en tienda">
        <ul className="list-disc space-y-2 pl-5 text-sm">
          <li>Si elegiste pagar en tienda, tienes {PAY_DAYS} días para pagar tu pedido; después se cancela.</li>
          <li>Los pagos en efectivo pueden tardar hasta 2 días en reflejarse.</li>
          <li>
            Cuando tu pedido esté listo, tienes {SCHEDULE_DAYS} días para programar tu cita y evitar una cancelación.
          </li>
          <li>
            Tu cita dura {APPOINTMENT_MINUTES} minutos. Presenta tu Código de entrega y una identificación oficial.
          </li>
          <li>
            Si no recoges tu pedido el día de tu cita, el pedido vence y se cobra un cargo por gastos de operación.
          </li>
        </ul>
      </Dialog>
    </>
  );
}
