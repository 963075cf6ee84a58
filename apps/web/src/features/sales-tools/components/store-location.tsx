import { useId, useState, type ClipboardEvent } from 'react';
import { SALES_TOOL_ROWS_MAX, salesToolsMessages } from '@shop/contracts/sales-tools-messages';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryError } from '../../../components/ui/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useProfile } from '../../../lib/use-profile';
import { useLocateProducts, type ProductLocation } from '../api/locate-products';
import { useToolStores } from '../api/get-tool-stores';
import { cleanProductId, isAllowedProductIdKey } from '../product-id';

const m = salesToolsMessages.location;

interface Row {
  key: number;
  value: string;
  notFound: boolean;
}
/**
 * Rows' keys name their fields' ids (a label's `for`). The first row's is fixed, so that the server's render and the
 * browser's agree (decision 0790): a counter shared by every render of the server process gave the server's first
 * row another id than the browser's, React kept the server's ids on hydration, and the next row added got the same
 * id as the first (a label then named two fields). Rows added later are the browser's alone.
 */
const FIRST_ROW_KEY = 0;
let nextKey = 1;
const emptyRow = (value = ''): Row => ({ key: nextKey++, value, notFound: false });

/** Ubicación en tienda (reseller-area.md §2, §4): where products sit in a store. */
export function StoreLocation() {
  const stores = useToolStores();
  const locate = useLocateProducts();
  const favorite = useProfile().favoriteStore?.id ?? '';
  const [chosenStore, setStoreId] = useState<string | null>(null);
  // Her favourite store until she picks another, when it is one of the stores offered (decision 0743).
  const storeId = chosenStore ?? (stores.data?.some((s) => s.id === favorite) ? favorite : '');
  const [rows, setRows] = useState<Row[]>(() => [{ ...emptyRow(), key: FIRST_ROW_KEY }]);
  const [results, setResults] = useState<ProductLocation[] | null>(null);
  const formId = useId();

  // A row marked 'No encontrado' does not block the others (decision 0743): the search runs for the rest, and is
  // disabled only while every filled row is one not found (§4), until she edits or removes it.
  const filled = rows.filter((r) => r.value && !r.notFound);
  const canSearch = Boolean(storeId) && filled.length > 0 && !locate.isPending;

  const edit = (key: number, value: string) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, value: cleanProductId(value), notFound: false } : r)));

  /** A pasted list ('210001, 210002' or one per line) fills this row and the ones after it. */
  const paste = (key: number, e: ClipboardEvent<HTMLInputElement>) => {
    const ids = e.clipboardData
      .getData('text')
      .split(/[\s,;]+/)
      .map(cleanProductId)
      .filter(Boolean);
    if (ids.length < 2) return;
    e.preventDefault();
    setRows((rs) => {
      const at = rs.findIndex((r) => r.key === key);
      const before = rs.slice(0, at);
      const after = rs.slice(at + 1).filter((r) => r.value);
      return [...before, ...ids.map((id) => emptyRow(id)), ...after].slice(0, SALES_TOOL_ROWS_MAX);
    });
  };

  const search = () => {
    const ids = filled.map((r) => r.value);
    locate.mutate(
      { store_id: storeId, products: ids.map((product_id) => ({ product_id })) },
      {
        onSuccess: (found) => {
          const foundIds = new Set(found.map((f) => f.product_id));
          const searched = new Set(ids);
          setRows((rs) => rs.map((r) => (searched.has(r.value) ? { ...r, notFound: !foundIds.has(r.value) } : r)));
          setResults(found);
        },
      },
    );
  };

  const clear = () => {
    setRows([emptyRow()]);
    setResults(null);
    locate.reset();
  };

  const showLevel = results?.some((r) => r.level) ?? false;

  return (
    <section>
      <PageTitle>{m.title}</PageTitle>
      {stores.isError ? (
        <QueryError error={stores.error} onRetry={stores.refetch} />
      ) : (
        <form
          id={formId}
          className="flex max-w-xl flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (canSearch) search();
          }}
        >
          <SelectField
            label="Tienda"
            value={storeId}
            onChange={(e) => {
              setStoreId(e.target.value);
              setResults(null);
              setRows((rs) => rs.map((r) => ({ ...r, notFound: false })));
            }}
            disabled={stores.isPending}
          >
            <option value="">{salesToolsMessages.storeRequired}</option>
            {stores.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </SelectField>
          <ul className="flex flex-col gap-3">
            {rows.map((r, i) => (
              <li key={r.key} className="flex items-start gap-2">
                <TextField
                  className="flex-1"
                  label={`ID de producto ${i + 1}`}
                  value={r.value}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={10}
                  onKeyDown={(e) => {
                    if (!isAllowedProductIdKey(e)) e.preventDefault();
                  }}
                  onPaste={(e) => paste(r.key, e)}
                  onChange={(e) => edit(r.key, e.target.value)}
                  error={r.notFound ? m.notFound : undefined}
                />
                <Button
                  variant="ghost"
                  className="mt-6"
                  aria-label={salesToolsMessages.multiOrder.removeRow(i + 1)}
                  onClick={() =>
                    setRows((rs) => {
                      const left = rs.filter((x) => x.key !== r.key);
                      return left.length ? left : [emptyRow()];
                    })
                  }
                >
                  Quitar
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              disabled={rows.length >= SALES_TOOL_ROWS_MAX}
              onClick={() => setRows((rs) => [...rs, emptyRow()])}
            >
              {m.addRow}
            </Button>
            <Button type="submit" disabled={!canSearch} busy={locate.isPending}>
              {m.search}
            </Button>
            <Button variant="ghost" onClick={clear}>
              {m.clear}
            </Button>
          </div>
          {locate.isError && <Alert tone="error">{errorMessage(locate.error)}</Alert>}
        </form>
      )}
      {results && results.length === 0 && (
        <Alert tone="error" className="mt-4 max-w-xl">
          {m.noneFound}
        </Alert>
      )}
      {results && results.length > 0 && (
        <ul className="mt-6 flex flex-col gap-3 sm:hidden" aria-label={m.title}>
          {results.map((r) => (
            <li key={r.product_id} className="flex gap-3 rounded-lg border border-neutral-200 bg-white p-3">
              {r.image_url ? <img src={r.image_url} alt={r.name} className="size-20 shrink-0 object-contain" /> : null}
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                <dt className="font-semibold">{m.columns.id}</dt>
                <dd>{r.sku}</dd>
                <dt className="font-semibold">{m.columns.sizes}</dt>
                <dd>{r.size_range}</dd>
                <dt className="font-semibold">{m.columns.building}</dt>
                <dd>{r.building}</dd>
                <dt className="font-semibold">{m.columns.tramo}</dt>
                <dd>{r.tramo}</dd>
                <dt className="font-semibold">{m.columns.aisle}</dt>
                <dd>{r.location}</dd>
                {r.level && (
                  <>
                    <dt className="font-semibold">{m.columns.level}</dt>
                    <dd>{r.level}</dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}
      {results && results.length > 0 && (
        <div className="mt-6 hidden overflow-x-auto sm:block">
          <table className="w-full min-w-[36rem] border-collapse bg-white text-sm">
            <caption className="sr-only">{m.title}</caption>
            <thead>
              <tr className="border-b border-neutral-300 text-left">
                <th scope="col" className="p-2">
                  <span className="sr-only">Imagen</span>
                </th>
                <th scope="col" className="p-2">
                  {m.columns.id}
                </th>
                <th scope="col" className="p-2">
                  {m.columns.sizes}
                </th>
                <th scope="col" className="p-2">
                  {m.columns.building}
                </th>
                <th scope="col" className="p-2">
                  {m.columns.tramo}
                </th>
                <th scope="col" className="p-2">
                  {m.columns.aisle}
                </th>
                {showLevel && (
                  <th scope="col" className="p-2">
                    {m.columns.level}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {results.map((r) => (
                <tr key={r.product_id} className="border-b border-neutral-200">
                  <td className="p-2">
                    {r.image_url ? <img src={r.image_url} alt={r.name} className="size-16 object-contain" /> : null}
                  </td>
                  <td className="p-2 font-semibold">{r.sku}</td>
                  <td className="p-2">{r.size_range}</td>
                  <td className="p-2">{r.building}</td>
                  <td className="p-2">{r.tramo}</td>
                  <td className="p-2">{r.location}</td>
                  {showLevel && <td className="p-2">{r.level ?? ''}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
