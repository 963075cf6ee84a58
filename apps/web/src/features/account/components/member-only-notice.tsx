import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

export function MemberOnlyNotice() {
  return (
    <div className="rounded-lg border border-neutral-200 bg-white p-6">
      <h1 tabIndex={-1} data-page-title className="mb-2 text-xl font-bold outline-none">
        Esta sección es para socias y socios
      </h1>
      <p className="mb-4 text-sm text-muted">
        Afíliate para vender con tu tienda personalizada, obtener ganancias y usar CrediPrice.
      </p>
      <Link
        to={paths.becomeMember}
        className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        Afíliate como soci@
      </Link>
    </div>
  );
}
