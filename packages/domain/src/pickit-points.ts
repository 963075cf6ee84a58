/** Pickit pickup points the shop delivers to (PICKIT delivery). A fixed list in this project (decision 0203). */
export interface PickitPoint {
  id: string;
  name: string;
  street: string;
  city: string;
  region: string;
  postcode: string;
  colony: string;
}

export const PICKIT_POINTS: readonly PickitPoint[] = [
  {
    id: 'PK-0101',
    name: 'Pickit Farmacia San Pablo Roma',
    street: 'Av. Álvaro Obregón 120',
    city: 'Ciudad de México',
    region: 'Ciudad de México',
    postcode: '06700',
    colony: 'Roma Norte',
  },
  {
    id: 'PK-0102',
    name: 'Pickit Papelería Del Valle',
    street: 'Calle Gabriel Mancera 845',
    city: 'Ciudad de México',
    region: 'Ciudad de México',
    postcode: '03100',
    colony: 'Del Valle Centro',
  },
  {
    id: 'PK-0201',
    name: 'Pickit Abarrotes Chapultepec',
    street: 'Av. Chapultepec 480',
    city: 'Guadalajara',
    region: 'Jalisco',
    postcode: '44100',
    colony: 'Guadalajara Centro',
  },
  {
    id: 'PK-0301',
    name: 'Pickit Tienda Barrio Antiguo',
    street: 'Calle Padre Mier 915',
    city: 'Monterrey',
    region: 'Nuevo León',
    postcode: '64000',
    colony: 'Monterrey Centro',
  },
];

/** Shipping fees in centavos (decision 0203): free home delivery from $999. */
export const FREE_SHIPPING_FROM = 99_900;
export const HOME_SHIPPING_FEE = 9_900;
export const PICKIT_FEE = 4_900;

export function shippingFee(delivery: string, subtotalCents: number): number {
  if (delivery === 'STANDARD_DELIVERY') return subtotalCents >= FREE_SHIPPING_FROM ? 0 : HOME_SHIPPING_FEE;
  if (delivery === 'PICKIT') return subtotalCents >= FREE_SHIPPING_FROM ? 0 : PICKIT_FEE;
  return 0;
}
