import { Fragment } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PhoneLink } from '../../../components/ui/phone-link';

/**
 * For test users tagged 'order_problems' (feature flag test_users): the spec's sentence, then each held order a
 * tag 'order_problems:<order number>' names, as a link to its detail, so she can quote it when she calls (issue 28).
 */
export function OrderProblemsBanner({ phone, tags }: { phone: string; tags: readonly string[] }) {
  if (!tags.includes('order_problems')) return null;
  return (
    <Alert tone="warning" className="mb-4">
      Uno de tus pedidos ha sido retenido, por favor comunícate con nosotros al <PhoneLink phone={phone} />
      {tags.map(
        (t) =>
          t.startsWith('order_problems:') && (
            <Fragment key={t}>
              {' · '}
              <Link
                to={`/mi-cuenta/mis-pedidos/envios?order_id=${encodeURIComponent(t.slice(15))}&platform=ecommerce`}
                className="font-semibold whitespace-nowrap underline"
              >
                Pedido {t.slice(15)}
              </Link>
            </Fragment>
          ),
      )}
    </Alert>
  );
}
