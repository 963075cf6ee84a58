import { useState } from 'react';
import { AppLink } from '../../../lib/app-link';
import { toast } from '../../../lib/toast';
import type { ProductFull } from '@shop/contracts/catalog';
import { shopMessages } from '@shop/contracts/shop-messages';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { ProductGallery } from '../../../components/product-gallery';
import { formatMoney } from '@shop/domain/money';
import { ApiError, isUnauthenticated } from '../../../lib/api-client';
import { useInventory } from '../api/get-inventory';
import { useAddToBag } from '../api/add-to-bag';
import { shopPaths } from '../paths';
import { errorMessage } from '../../../lib/error-message';

/** The product page: pictures, prices, size choice and 'Agregar a bolsa'. */
export function ProductView({ product }: { product: ProductFull }) {
  const inventory = useInventory(product.id);
  const add = useAddToBag();
  const [sku, setSku] = useState<string | null>(product.is_digital ? (product.children[0]?.sku ?? null) : null);
  const [sizeError, setSizeError] = useState(false);
  const [added, setAdded] = useState(false);
  const comingSoon = product.custom_attributes.find((a) => a.attribute_code === 'next_arrival')?.value === '1';
  const availability = new Map((inventory.data?.availabilities ?? []).map((a) => [a.sku, a]));
  const sellable = (s: string) => {
    const a = availability.get(s);
    return Boolean(a && (a.is_available_online || a.is_available_pickup));
  };

  function submit() {
    if (!sku) {
      setSizeError(true);
      return;
    }
    add.mutate(
      { sku, qty: 1 },
      {
        onSuccess: () => setAdded(true),
        onError: (error) => {
          setAdded(false);
          if (isUnauthenticated(error)) toast.error('Inicia sesión para agregar productos a tu bolsa.');
          else
            toast.error(
              error instanceof ApiError && error.status === 409
                ? shopMessages.bag.unavailable
                : errorMessage(error, shopMessages.bag.unavailable),
            );
        },
      },
    );
  }

  return (
    <div className="grid gap-8 md:grid-cols-2">
      <ProductGallery images={product.image_urls} name={product.name} />
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          {product.department} · {product.brand} · ID {product.id}
        </p>
        <h1 className="text-3xl font-black tracking-tight">{product.name}</h1>
        <p className="text-2xl font-bold" data-testid="product-price">
          {formatMoney(product.final_price)}
          {product.final_price < product.price && (
            <span className="ml-3 text-base font-normal text-muted line-through">{formatMoney(product.price)}</span>
          )}
        </p>
        {product.client_mode ? (
          <p className="text-sm font-semibold text-emerald-800">Precio para tus clientes (Modo cliente)</p>
        ) : (
          product.final_price < product.price && (
            <p className="text-sm font-semibold text-emerald-800">Precio de socia</p>
          )
        )}
        <p className="text-muted">{product.description}</p>
        {comingSoon ? (
          <Alert tone="info">Próximamente: este producto llega pronto a tienda.</Alert>
        ) : (
          <>
            {!product.is_digital && (
              <fieldset aria-describedby={sizeError ? 'size-error' : undefined}>
                <legend className="mb-2 text-sm font-semibold">{shopMessages.catalog.chooseSize}</legend>
                <div className="flex flex-wrap gap-2">
                  {product.children.map((c) => {
                    const available = sellable(c.sku);
                    return (
                      <label
                        key={c.sku}
                        className="inline-flex min-h-11 min-w-14 cursor-pointer items-center justify-center rounded-md border border-neutral-400 px-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-bold has-disabled:cursor-not-allowed has-disabled:text-neutral-400 has-disabled:line-through"
                      >
                        <input
                          type="radio"
                          name="size"
                          value={c.sku}
                          className="sr-only"
                          disabled={!available}
                          checked={sku === c.sku}
                          onChange={() => {
                            setSku(c.sku);
                            setSizeError(false);
                          }}
                        />
                        {c.size_label}
                        {!available && <span className="sr-only"> (agotada)</span>}
                      </label>
                    );
                  })}
                </div>
                {sku && availability.get(sku)?.is_available_online === false && (
                  <p className="mt-2 text-sm font-semibold text-amber-900" data-delivery-limit>
                    {shopMessages.catalog.pickupOnly}
                  </p>
                )}
                {sizeError && (
                  <p id="size-error" role="alert" className="mt-2 text-sm text-red-700">
                    {shopMessages.catalog.chooseSize}
                  </p>
                )}
              </fieldset>
            )}
            <Button onClick={submit} busy={add.isPending} className="w-full md:w-auto">
              {shopMessages.catalog.addToBag}
            </Button>
          </>
        )}
        {added ? (
          <Alert tone="success">
            Agregado a tu bolsa.{' '}
            <AppLink to={shopPaths.bag} className="font-semibold underline">
              Ver bolsa
            </AppLink>
          </Alert>
        ) : (
          <AppLink to={shopPaths.bag} className="text-sm font-semibold text-brand-700 underline">
            Ver mi bolsa
          </AppLink>
        )}
      </div>
    </div>
  );
}
