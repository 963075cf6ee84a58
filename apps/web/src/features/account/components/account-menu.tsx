import { NavLink } from 'react-router';
import { PENDING_ITEMS_DOT, newRequestsLabel } from '@shop/contracts/pending-items-messages';
import { pushProfileEvent } from '../../../lib/analytics';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import type { MenuItem, MenuSection } from '../menu';

interface Props {
  sections: MenuSection[];
  welcome: MenuItem | null;
  affiliate: MenuItem | null;
  /** The mobile drawer shows the fixed orders badge. */
  mobile?: boolean;
}

function track(item: MenuItem) {
  pushProfileEvent('menu_click', { menu_item: item.id, menu_label: item.label });
}

function Item({ item, mobile, depth = 0 }: { item: MenuItem; mobile: boolean; depth?: number }) {
  return (
    <li>
      <NavLink
        to={item.to}
        onClick={() => track(item)}
        className={({ isActive }) =>
          cn(
            'flex min-h-11 items-center justify-between gap-2 rounded-md px-3 py-2 text-sm hover:bg-brand-50',
            depth > 0 && 'ml-4 text-[0.8125rem]',
            isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-ink',
          )
        }
      >
        <span className="flex items-center gap-2">
          {item.label}
          {item.dot && <span className="size-2 rounded-full bg-red-600" role="img" aria-label={PENDING_ITEMS_DOT} />}
        </span>
        <span className="flex items-center gap-2">
          {item.count !== undefined && (
            <span
              className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white"
              role="img"
              aria-label={newRequestsLabel(item.count)}
            >
              {item.count}
            </span>
          )}
          {item.tag && (
            <span className="rounded bg-brand-700 px-1.5 py-0.5 text-[0.6875rem] font-bold text-white">{item.tag}</span>
          )}
          {mobile && item.mobileBadge !== undefined && (
            <span
              className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white"
              aria-label={`${item.mobileBadge} avisos`}
            >
              {item.mobileBadge}
            </span>
          )}
        </span>
      </NavLink>
      {item.children && (
        <ul className="mt-1 space-y-1">
          {item.children.map((child) => (
            <Item key={child.id} item={child} mobile={mobile} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function AccountMenu({ sections, welcome, affiliate, mobile = false }: Props) {
  return (
    <nav aria-label="Menú de mi cuenta" className="flex flex-col gap-5">
      {affiliate && (
        <NavLink
          to={affiliate.to}
          onClick={() => track(affiliate)}
          className="rounded-lg bg-brand-700 px-4 py-3 text-center text-sm font-bold text-white hover:bg-brand-800"
        >
          {affiliate.label}
        </NavLink>
      )}
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`menu-${section.id}`}>
          <h2 id={`menu-${section.id}`} className="mb-1 px-3 text-xs font-bold tracking-wide text-muted uppercase">
            {section.label}
          </h2>
          <ul className="space-y-1">
            {section.items.map((item) => (
              <Item key={item.id} item={item} mobile={mobile} />
            ))}
          </ul>
        </section>
      ))}
      {welcome && (
        <ul>
          <Item item={welcome} mobile={mobile} />
        </ul>
      )}
      <div className="border-t border-neutral-200 pt-3">
        <NavLink
          to={paths.tab('cerrar-sesion')}
          className="flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
        >
          Cerrar sesión
        </NavLink>
      </div>
    </nav>
  );
}
