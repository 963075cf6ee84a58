import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { contactsMessages } from '@shop/contracts/contacts-messages';
import { customCartsMessages as m } from '@shop/contracts/custom-carts-messages';
import { paymentLabels } from '@shop/domain/customer-orders';
import { formatMoney } from '@shop/domain/money';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryError } from '../../../components/ui/query-error';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { useContacts } from '../api/get-contacts';
import { useChooseRegisterPayment, type PaymentType } from '../api/choose-register-payment';
import { useCreateRegisterCart, type RegisterCart } from '../api/create-register-cart';
import { useProductSizes } from '../api/get-product-sizes';
import { useRegisterOrder } from '../api/register-order';
import { useReplaceRegisterItems } from '../api/replace-register-items';
import { ClientCombobox } from './client-combobox';
import { ClientForm } from './client-form';

interface Row {
  key: number;
  productId: string;
  sku: string;
  qty: number;
}

const sameItems = (rows: Row[], cart: RegisterCart | null) => {
  if (!cart) return false;
  const entered = new Map<string, number>();
  for (const r of rows) if (r.sku) entered.set(r.sku, Math.min(50, (entered.get(r.sku) ?? 0) + r.qty));
  return (
    entered.size > 0 && entered.size === cart.items.length && cart.items.every((i) => entered.get(i.sku) === i.qty)
  );
};

/**
 * 'Registrar pedido' (reseller-area.md §2, §4): pick or create the client, enter product ID, size and quantity,
 * update the order (created if absent, items replaced, reloaded), choose 'Contado' or installments, register.
 */
export function RegisterOrderForm() {
  const navigate = useNavigate();
  const contacts = useContacts('');
  const [contactId, setContactId] = useState('');
  const [creatingClient, setCreatingClient] = useState(false);
  const [rows, setRows] = useState<Row[]>([{ key: 1, productId: '', sku: '', qty: 1 }]);
  const [cart, setCart] = useState<RegisterCart | null>(null);
  const [payment, setPayment] = useState<PaymentType | null>(null);
  const create = useCreateRegisterCart();
  const replace = useReplaceRegisterItems();
  const choose = useChooseRegisterPayment();
  const register = useRegisterOrder();

  const inStep = sameItems(rows, cart);
  const readyRows = rows.filter((r) => r.sku && r.qty >= 1 && r.qty <= 50);

  async function updateOrder() {
    try {
      const current = cart ?? (await create.mutateAsync(contactId || null));
      const items = readyRows.map((r) => ({ sku: r.sku, qty: r.qty }));
      setCart(await replace.mutateAsync({ cartId: current.cart_id, items }));
      setPayment(null);
    } catch (err) {
      toast.error(errorMessage(err, m.addItemFailed));
    }
  }

  async function pickPayment(type: PaymentType) {
    if (!cart) return;
    const before = payment;
    setPayment(type);
    try {
      setCart(await choose.mutateAsync({ cartId: cart.cart_id, type }));
    } catch (err) {
      setPayment(before);
      toast.error(errorMessage(err, m.registerError));
    }
  }

  async function submit() {
    if (!cart || !payment || !contactId) return;
    try {
      await register.mutateAsync({ cartId: cart.cart_id, contactId, type: payment });
      void navigate(paths.registerOrderFeedback);
    } catch (err) {
      toast.error(err instanceof ApiError && err.status === 409 ? m.registerFailed : m.registerError);
    }
  }

  if (creatingClient)
    return (
      <div className="flex flex-col gap-2">
        <PageTitle>{m.registerNew}</PageTitle>
        <ClientForm
          contact={null}
          onDone={() => setCreatingClient(false)}
          onSaved={(saved) => {
            setContactId(saved.contact_id);
            setCreatingClient(false);
          }}
        />
      </div>
    );

  return (
    <div className="flex flex-col gap-8">
      <PageTitle>{m.registerNew}</PageTitle>

      <section aria-labelledby="register-client" className="flex flex-col gap-3">
        <h2 id="register-client" className="text-lg font-bold">
          1. Cliente
        </h2>
        {contacts.isError && <QueryError error={contacts.error} onRetry={() => contacts.refetch()} />}
        <div className="flex flex-wrap items-end gap-3">
          <ClientCombobox
            // Built again when her list grows (a client just added is then shown as picked).
            key={contacts.data?.contacts.length ?? 0}
            contacts={contacts.data?.contacts ?? []}
            value={contactId}
            onChange={setContactId}
            onAddNew={() => setCreatingClient(true)}
          />
          <Button variant="secondary" onClick={() => setCreatingClient(true)}>
            {contactsMessages.addNew}
          </Button>
        </div>
      </section>

      <section aria-labelledby="register-products" className="flex flex-col gap-3">
        <h2 id="register-products" className="text-lg font-bold">
          2. Productos
        </h2>
        {rows.map((row, index) => (
          <ProductRow
            key={row.key}
            index={index}
            row={row}
            onChange={(next) => setRows((all) => all.map((r) => (r.key === row.key ? next : r)))}
            onRemove={rows.length > 1 ? () => setRows((all) => all.filter((r) => r.key !== row.key)) : undefined}
          />
        ))}
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            disabled={rows.length >= 20}
            onClick={() => setRows((all) => [...all, { key: Date.now(), productId: '', sku: '', qty: 1 }])}
          >
            Agregar producto
          </Button>
          <Button
            disabled={readyRows.length === 0 || inStep}
            busy={create.isPending || replace.isPending}
            onClick={() => void updateOrder()}
          >
            Actualizar pedido
          </Button>
        </div>
        {cart && cart.items.length > 0 && (
          <ul
            className="flex flex-col gap-1 rounded-md border border-neutral-200 bg-white p-3 text-sm"
            aria-label="Productos del pedido"
          >
            {cart.items.map((i) => (
              <li key={i.sku} className="flex flex-wrap justify-between gap-2">
                <span>
                  {i.name} · Talla {i.size_label} · {i.qty} pz
                  {!i.is_available_online && !i.is_available_pickup && ' · Sin existencias'}
                </span>
                <span className="font-semibold">{formatMoney(i.price_total)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="register-payment" className="flex flex-col gap-3">
        <h2 id="register-payment" className="text-lg font-bold">
          3. Forma de pago
        </h2>
        {!inStep && <p className="text-sm text-muted">Actualiza el pedido para elegir la forma de pago.</p>}
        <fieldset className="flex flex-col gap-2" disabled={!inStep}>
          <legend className="sr-only">Forma de pago</legend>
          <label className="flex min-h-11 items-center gap-3 rounded-md border border-neutral-300 bg-white px-3">
            <input type="radio" name="payment" checked={payment === 'cash'} onChange={() => void pickPayment('cash')} />
            <span>
              {paymentLabels.cash}
              {cart && ` · ${formatMoney(cart.payment_options.cash.grand_total)}`}
            </span>
          </label>
          <label className="flex min-h-11 items-center gap-3 rounded-md border border-neutral-300 bg-white px-3">
            <input
              type="radio"
              name="payment"
              checked={payment === 'installments'}
              onChange={() => void pickPayment('installments')}
            />
            <span>{cart ? installmentsText(cart.payment_options.installments) : 'Pagos semanales'}</span>
          </label>
        </fieldset>
      </section>

      {!contactId && inStep && <Alert tone="info">Elige a tu cliente para registrar el pedido.</Alert>}
      <div>
        <Button
          disabled={!inStep || !payment || !contactId || choose.isPending}
          busy={register.isPending}
          onClick={() => void submit()}
        >
          Registrar pedido
        </Button>
      </div>
    </div>
  );
}

function installmentsText(o: RegisterCart['payment_options']['installments']) {
  return `${paymentLabels.installmentsOption(o.installment_weeks)} · ${paymentLabels.downpayment} ${formatMoney(
    o.downpayment,
  )} y ${formatMoney(o.weekly_payments)} por semana · Total ${formatMoney(o.grand_total)}`;
}

function ProductRow({
  index,
  row,
  onChange,
  onRemove,
}: {
  index: number;
  row: Row;
  onChange: (row: Row) => void;
  onRemove: (() => void) | undefined;
}) {
  const lookup = useProductSizes(row.productId);
  const availability = new Map(lookup.data?.inventory.availabilities.map((a) => [a.sku, a]));
  return (
    <div className="grid grid-cols-2 items-end gap-3 rounded-md border border-neutral-200 bg-white p-3 md:grid-cols-[10rem_1fr_6rem_auto]">
      <TextField
        label={`ID de producto ${index + 1}`}
        maxLength={10}
        value={row.productId}
        onChange={(e) => onChange({ ...row, productId: e.target.value.replace(/[^A-Za-z0-9]/g, ''), sku: '' })}
        error={lookup.isError ? errorMessage(lookup.error, 'No encontrado') : undefined}
      />
      <SelectField
        className="col-span-2 md:col-span-1"
        label={`Talla ${index + 1}`}
        disabled={!lookup.data}
        value={row.sku}
        onChange={(e) => onChange({ ...row, sku: e.target.value })}
      >
        <option value="">{lookup.data ? lookup.data.product.name : 'Talla'}</option>
        {lookup.data?.product.children.map((c) => {
          const a = availability.get(c.sku);
          const available = a?.is_available_online || a?.is_available_pickup;
          return (
            <option key={c.sku} value={c.sku}>
              {c.size_label} {available ? '· Disponible' : '· Sin existencias'}
            </option>
          );
        })}
      </SelectField>
      <TextField
        label={`Cantidad ${index + 1}`}
        type="number"
        min={1}
        max={50}
        value={row.qty}
        onChange={(e) => onChange({ ...row, qty: Math.max(1, Math.min(50, Number(e.target.value) || 1)) })}
      />
      {onRemove ? (
        <Button variant="ghost" onClick={onRemove}>
          Quitar
        </Button>
      ) : (
        <span />
      )}
    </div>
  );
}
