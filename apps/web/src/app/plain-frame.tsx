import type { ReactNode } from 'react';

/**
 * The frame of the pages a socia's client opens from WhatsApp (decisions 0770, 0790): the public store (tienda.html)
 * and a statement link (estado-de-cuenta.html). The brand's plain header, without the shop's search, bag or account
 * (they are her store's and her statement, not the shop's), then the page. The server renders it and the browser
 * hydrates it: the one copy of this header.
 */
export function PlainFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="bg-brand-700 text-white">
        <div className="mx-auto max-w-5xl px-4 py-3 text-xl font-black tracking-tight">Price Shoes</div>
      </header>
      <main id="contenido">{children}</main>
    </>
  );
}
