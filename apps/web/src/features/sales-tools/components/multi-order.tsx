import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import {
  MULTI_ORDER_QTY_MAX,
  MULTI_ORDER_QTY_MIN,
  PRODUCT_ID_LOOKUP_MIN,
  SALES_TOOL_ROWS_MAX,
  salesToolsMessages,
} from '@shop/contracts/sales-tools-messages';
import { customCartsMessages } from '@shop/contracts/custom-carts-messages';
import { PageTitle } from '../../../components/ui/page-title';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/error-message';
import { pushEvent } from '../../../lib/analytics';
import { lookupQuery, type ProductLookup, type SizeOption } from '../api/lookup-product';
import { useAddRowToBag } from '../api/add-row-to-bag';
import { cleanProductId, isAllowedProductIdKey } from '../product-id';
import { matchSize, parseOrderLines } from '../order-lines';

const m = salesToolsMessages.multiOrder;
const LOOKUP_DEBOUNCE_MS = 400;
const BAG_PATH = '/bolsa';

interface Row {
  key: number;
  productId: string;
  /** The product ID the lookup runs for (debounced). */
  lookupId: string;
  /** The chosen sku; null until she picks one (the first sellable size is preselected). */
  sku: string | null;
  /** A size written in a pasted line, chosen when the lookup finds it. */
  wantedSize: string | null;
  qty: string;
  error: string | null;
}
/**
 * Rows' keys name their fields' ids (a label's `for`). The first row's is fixed, so that the server's render and the
 * browser's agree (decision 0790): a counter shared by every render of the server process gave the server's first
 * row another id than the browser's, React kept the server's ids on hydration, and the next row added got the same
 * id as the first (a label then named two fields). Rows added later are the browser's alone.
 */
const FIRST_ROW_KEY = 0;
let nextKey = 1;
const newRow = (productId = '', wantedSize: string | null = null, qty = '1'): Row => ({
  key: nextKey++,
  productId,
  lookupId: productId,
  sku: null,
  wantedSize,
  qty,
  error: null,
});

/**
 * The chosen size: hers, else the size a pasted line named, else the first (§4). A named size that is not sellable
 * online chooses nothing, so she is told and picks one (decision 0743), never a size she did not ask for.
 */
const selectedSku = (row: Row, sizes: SizeOption[]) =>
  sizes.find((s) => s.sku === row.sku)?.sku ??
  (row.wantedSize ? (matchSize(sizes, row.wantedSize)?.sku ?? null) : (sizes[0]?.sku ?? null));
/** Why a pasted size was not chosen: it does not exist, or it is not sold online. */
const sizeProblem = (row: Row, lookup: Extract<ProductLookup, { found: true }>) => {
  if (!row.wantedSize || row.sku || matchSize(lookup.sizes, row.wantedSize)) return null;
  return matchSize(lookup.allSizes, row.wantedSize) ? m.sizeNotOnline(row.wantedSize) : m.sizeMissing(row.wantedSize);
};
const validQty = (qty: string) => {
  const n = Number(qty);
  return Number.isInteger(n) && n >= MULTI_ORDER_QTY_MIN && n <= MULTI_ORDER_QTY_MAX ? n : null;
};

/** Multipedido (reseller-area.md §2, §4, §5): several products, sizes and quantities to the bag at once. */
export function MultiOrder() {
  const [rows, setRows] = useState<Row[]>(() => [{ ...newRow(), key: FIRST_ROW_KEY }]);
  const [paste, setPaste] = useState('');
  const [addedCount, setAddedCount] = useState(0);
  const [adding, setAdding] = useState(false);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const addToBag = useAddRowToBag();
  const queryClient = useQueryClient();

  const lookups = useQueries({
    queries: rows.map((r) => ({ ...lookupQuery(r.lookupId), enabled: r.lookupId.length >= PRODUCT_ID_LOOKUP_MIN })),
  });

  const patch = (key: number, p: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...p } : r)));

  const editId = (key: number, raw: string) => {
    const productId = cleanProductId(raw);
    patch(key, { productId, sku: null, wantedSize: null, error: null });
    clearTimeout(timers.current.get(key));
    timers.current.set(
      key,
      setTimeout(() => patch(key, { lookupId: productId }), LOOKUP_DEBOUNCE_MS),
    );
  };

  const editQty = (key: number, raw: string) => {
    if (raw === '') return patch(key, { qty: '', error: null });
    const n = Number(raw);
    if (!Number.isInteger(n) || n > MULTI_ORDER_QTY_MAX || n < 0) return; // larger values are ignored (§5)
    patch(key, { qty: String(n), error: null });
  };

  const remove = (key: number) =>
    setRows((rs) => {
      const left = rs.filter((r) => r.key !== key);
      return left.length ? left : [newRow()];
    });

  const fillFromPaste = () => {
    const lines = parseOrderLines(paste);
    if (!lines.length) {
      toast.error(m.pasteNothing);
      return;
    }
    setRows((rs) =>
      [...rs.filter((r) => r.productId), ...lines.map((l) => newRow(l.productId, l.size, String(l.qty)))].slice(
        0,
        SALES_TOOL_ROWS_MAX,
      ),
    );
    setPaste('');
  };

  const lookupOf = (i: number): ProductLookup | undefined =>
    rows[i]!.productId === rows[i]!.lookupId ? lookups[i]?.data : undefined;

  const addAll = async () => {
    // A row typed a moment ago (its lookup still waiting for the pause, or on its way) is waited for, not skipped:
    // 'Se agregaron 2 productos' for three rows would leave her third row behind without a word.
    const looked = await Promise.all(
      rows.map(async (r, i): Promise<ProductLookup | undefined> =>
        r.productId.length < PRODUCT_ID_LOOKUP_MIN
          ? undefined
          : (lookupOf(i) ?? queryClient.fetchQuery(lookupQuery(r.productId)).catch(() => undefined)),
      ),
    );
    const ready = rows.flatMap((r, i) => {
      const l = looked[i];
      const qty = validQty(r.qty);
      const sku = l?.found ? selectedSku(r, l.sizes) : null;
      return sku && qty ? [{ key: r.key, sku, qty }] : [];
    });
    if (!ready.length) {
      toast.error(m.nothingToAdd);
      return;
    }
    setAdding(true);
    const added = new Set<number>();
    const failures: string[] = [];
    for (const item of ready) {
      try {
        await addToBag.mutateAsync({ sku: item.sku, qty: item.qty });
        added.add(item.key);
      } catch (error) {
        const reason = errorMessage(error, customCartsMessages.addItemFailed);
        failures.push(reason);
        patch(item.key, { error: reason });
      }
    }
    setAdding(false);
    if (added.size) {
      pushEvent({ event: 'multi_order', items: added.size });
      setAddedCount(added.size);
      toast.success(m.added(added.size));
      setRows((rs) => {
        const left = rs.filter((r) => !added.has(r.key));
        return left.length ? left : [newRow()];
      });
    }
    // The reason itself (a stock refusal says how many are left), not only the generic text (decision 0743).
    if (failures.length)
      toast.error(failures.length === 1 ? failures[0]! : `${m.notAdded(failures.length)}: ${failures[0]!}`);
  };

  return (
    <section>
      <PageTitle>{m.title}</PageTitle>
      <form
        className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4"
        onSubmit={(e) => {
          e.preventDefault();
          void addAll();
        }}
      >
        <ul className="flex flex-col gap-3">
          {rows.map((r, i) => {
            const n = i + 1;
            const lookup = lookupOf(i);
            const loading = r.lookupId.length >= PRODUCT_ID_LOOKUP_MIN && lookups[i]?.isFetching;
            const notFound = lookup?.found === false;
            const storeOnly = lookup?.found === false && lookup.storeOnly === true;
            const sizes = lookup?.found ? lookup.sizes : [];
            const sku = lookup?.found ? selectedSku(r, sizes) : null;
            const sizeIssue = lookup?.found ? sizeProblem(r, lookup) : null;
            const qtyInvalid = r.qty !== '' && validQty(r.qty) === null;
            return (
              <li
                key={r.key}
                className="grid grid-cols-[1fr_1fr] gap-2 border-b border-neutral-100 pb-3 sm:grid-cols-[10rem_1fr_7rem_auto] sm:items-end"
              >
                <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
                  <label htmlFor={`mo-id-${r.key}`} className="text-sm font-medium">
                    {m.columns.productId} {n}
                  </label>
                  <input
                    id={`mo-id-${r.key}`}
                    value={r.productId}
                    maxLength={10}
                    inputMode="numeric"
                    autoComplete="off"
                    aria-invalid={notFound || undefined}
                    aria-describedby={notFound ? `mo-nf-${r.key}` : undefined}
                    className="min-h-11 rounded-md border border-neutral-400 px-3 py-2 text-base"
                    onKeyDown={(e) => {
                      if (!isAllowedProductIdKey(e)) e.preventDefault();
                    }}
                    onChange={(e) => editId(r.key, e.target.value)}
                  />
                </div>
                <div className="flex flex-col gap-1">
                  <label htmlFor={`mo-size-${r.key}`} className="text-sm font-medium">
                    {m.columns.size} {n}
                  </label>
                  {notFound ? (
                    <p id={`mo-nf-${r.key}`} className="flex min-h-11 items-center text-sm font-semibold text-red-700">
                      {storeOnly ? m.storeOnly : m.notFound}
                    </p>
                  ) : (
                    <select
                      id={`mo-size-${r.key}`}
                      value={sku ?? ''}
                      disabled={!sizes.length}
                      aria-busy={loading || undefined}
                      aria-invalid={sizeIssue ? true : undefined}
                      aria-describedby={sizeIssue ? `mo-size-issue-${r.key}` : undefined}
                      className="min-h-11 rounded-md border border-neutral-400 bg-white px-3 py-2 text-base disabled:bg-neutral-100"
                      onChange={(e) => patch(r.key, { sku: e.target.value, error: null })}
                    >
                      {!sizes.length && <option value="">{loading ? 'Buscando…' : '—'}</option>}
                      {sizes.length > 0 && !sku && <option value="">{m.chooseSize}</option>}
                      {sizes.map((s) => (
                        <option key={s.sku} value={s.sku}>
                          {s.size_label}
                        </option>
                      ))}
                    </select>
                  )}
                </div>
                <div className="flex flex-col gap-1">
                  <label htmlFor={`mo-qty-${r.key}`} className="text-sm font-medium">
                    {m.columns.qty} {n}
                  </label>
                  <input
                    id={`mo-qty-${r.key}`}
                    type="number"
                    inputMode="numeric"
                    min={MULTI_ORDER_QTY_MIN}
                    max={MULTI_ORDER_QTY_MAX}
                    value={r.qty}
                    aria-invalid={qtyInvalid || undefined}
                    className="min-h-11 w-full rounded-md border border-neutral-400 px-3 py-2 text-base"
                    onChange={(e) => editQty(r.key, e.target.value)}
                  />
                </div>
                <Button
                  variant="ghost"
                  aria-label={m.removeRow(n)}
                  onClick={() => remove(r.key)}
                  className="justify-self-start"
                >
                  Quitar
                </Button>
                {lookup?.found && <p className="col-span-2 text-xs text-muted sm:col-span-4">{lookup.name}</p>}
                {sizeIssue && (
                  <p
                    id={`mo-size-issue-${r.key}`}
                    role="alert"
                    className="col-span-2 text-sm text-red-700 sm:col-span-4"
                  >
                    {sizeIssue}
                  </p>
                )}
                {(r.error || qtyInvalid) && (
                  <p role="alert" className="col-span-2 text-sm text-red-700 sm:col-span-4">
                    {r.error ?? salesToolsMessages.qtyInvalid}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={rows.length >= SALES_TOOL_ROWS_MAX}
            onClick={() => setRows((rs) => [...rs, newRow()])}
          >
            {m.addRow}
          </Button>
          <Button type="submit" busy={adding}>
            {m.addToBag}
          </Button>
        </div>
        {addedCount > 0 && (
          <Alert tone="success">
            {m.added(addedCount)}.{' '}
            <Link to={BAG_PATH} className="font-semibold underline">
              {m.goToBag}
            </Link>
          </Alert>
        )}
      </form>
      <div className="mt-6 flex flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-4">
        <TextAreaField
          id="mo-paste"
          label={m.pasteLabel}
          value={paste}
          placeholder={m.pasteHint}
          hint={m.pasteHint}
          onChange={(e) => setPaste(e.target.value)}
        />
        <Button variant="secondary" className="self-start" disabled={!paste.trim()} onClick={fillFromPaste}>
          {m.pasteAction}
        </Button>
      </div>
    </section>
  );
}
