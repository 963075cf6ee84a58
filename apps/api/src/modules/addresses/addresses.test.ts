import { addressMessages } from '@shop/contracts/addresses';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { createAddress } from '@shop/db/factories';
import { ensurePostalCodes } from '@shop/db/postal-codes';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await ensurePostalCodes(t.db, undefined, t.clock.now()); // the built-in catalogue of the demo zips
});
afterEach(async () => {
  await t.close();
});

type Session = Awaited<ReturnType<TestApp['customerWithSession']>>;

/** Del Valle Centro, 03100, Benito Juárez (SEPOMEX id_asenta_cpcons 496). */
const valid = {
  street: 'Calle Pitágoras',
  external_number: '1020',
  internal_number: '4B',
  zip_code: '03100',
  colony: { id: 496, name: 'Del Valle Centro' },
  mobile_telephone: '525587654321',
  reference: 'Esquina con Matías Romero, edificio gris',
  default_shipping: false,
  default_billing: false,
};

const save = (s: Session, body: object, addressId?: number, customerId = s.customer.customerId) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/customers/${customerId}/addresses${addressId ? `/${addressId}` : ''}`,
    payload: body,
    headers: { cookie: s.cookie },
  });
const remove = (s: Session, addressId: number, customerId = s.customer.customerId) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/customers/${customerId}/addresses/${addressId}`,
    headers: { cookie: s.cookie },
  });
const rows = (customerId: number) =>
  queryRows<{ id: number; street: string; default_shipping: boolean; default_billing: boolean; colony: string }>(
    t.db,
    sql`select id::int, street, default_shipping, default_billing, colony from customer_addresses where customer_id = ${customerId} order by id`,
  );
const attr = (address: { custom_attributes: { attribute_code: string; value: string }[] }, code: string) =>
  address.custom_attributes.find((a) => a.attribute_code === code)?.value;

describe('postal-code lookup', () => {
  it('answers state, municipality, city and the colonies with their numeric ids', async () => {
    const res = await t.app.inject({ url: '/api/postal-codes/03100' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      zip_code: '03100',
      state: { id: 9, name: 'Ciudad de México' },
      municipality: { id: 14, name: 'Benito Juárez' },
      city: 'Ciudad de México',
      colonies: [
        { id: 496, name: 'Del Valle Centro', type: 'Colonia' },
        { id: 2624, name: 'Insurgentes San Borja', type: 'Colonia' },
      ],
    });
  });

  it('says so for an unknown zip and refuses a malformed one', async () => {
    const unknown = await t.app.inject({ url: '/api/postal-codes/99999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No encontramos el código postal 99999. Revisa que esté bien escrito.');
    const bad = await t.app.inject({ url: '/api/postal-codes/12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ingresa un código postal de 5 dígitos');
  });
});

describe('adding and editing addresses', () => {
  it('adds a first address as default shipping and billing, filling state, municipality and city from the catalogue', async () => {
    const s = await t.customerWithSession({ firstname: 'Guadalupe', lastname: 'Hernández', motherLastName: 'Sánchez' });
    const res = await save(s, { ...valid, state: { id: 1, name: 'Inventado' }, city: 'Otra' });
    expect(res.statusCode).toBe(200);
    const [address] = res.json();
    expect(address).toMatchObject({
      firstname: 'Guadalupe',
      lastname: 'Hernández Sánchez',
      street: ['Calle Pitágoras'],
      postcode: '03100',
      city: 'Ciudad de México',
      region: { region_id: 9, region: 'Ciudad de México' },
      telephone: '525587654321',
      default_shipping: true,
      default_billing: true,
    });
    expect(attr(address, 'colony')).toBe('Del Valle Centro');
    expect(attr(address, 'colony_id')).toBe('496');
    expect(attr(address, 'municipality')).toBe('Benito Juárez');
    expect(attr(address, 'municipality_id')).toBe('14');
    expect(attr(address, 'internal_number')).toBe('4B');
    // The profile shows it too.
    const me = await t.app.inject({ url: '/api/customers/me', headers: { cookie: s.cookie } });
    expect(me.json().addresses).toHaveLength(1);
  });

  it('moves the default to a new address when asked, and keeps one default of each kind', async () => {
    const s = await t.customerWithSession();
    await save(s, valid);
    const second = await save(s, { ...valid, street: 'Avenida Coyoacán', default_shipping: true });
    expect(second.statusCode).toBe(200);
    expect(await rows(s.customer.id)).toMatchObject([
      { street: 'Calle Pitágoras', default_shipping: false, default_billing: true },
      { street: 'Avenida Coyoacán', default_shipping: true, default_billing: false },
    ]);
  });

  it('edits an address in place; a default address stays default when the flag comes unticked', async () => {
    const s = await t.customerWithSession();
    const [first] = (await save(s, valid)).json();
    await save(s, { ...valid, street: 'Avenida Coyoacán' });
    const edited = await save(
      s,
      { ...valid, street: 'Calle Adolfo Prieto', zip_code: '06700', colony: { id: 947 } },
      first.id,
    );
    expect(edited.statusCode).toBe(200);
    const [row] = await rows(s.customer.id);
    expect(row).toMatchObject({
      id: first.id,
      street: 'Calle Adolfo Prieto',
      colony: 'Roma Norte',
      default_shipping: true,
      default_billing: true,
    });
  });

  it('refuses a colony that does not belong to the zip code, writing nothing', async () => {
    const s = await t.customerWithSession();
    const res = await save(s, { ...valid, colony: { id: 947, name: 'Roma Norte' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La colonia elegida no pertenece a ese código postal. Elige una de la lista.');
    expect(await rows(s.customer.id)).toHaveLength(0);
  });

  it.each([
    ['street', { street: '' }, 'Tu calle es requerida'],
    ['street', { street: 'Calle <script>' }, 'Por favor ingresar una calle valida'],
    ['street', { street: 'a'.repeat(101) }, 'Por favor ingresar una calle valida'],
    ['external_number', { external_number: '' }, 'Tu número exterior es requerido'],
    ['external_number', { external_number: '1234567' }, 'Por favor ingresar un número exterior valido'],
    ['external_number', { external_number: 'abc' }, 'Por favor ingresar un número exterior valido'],
    ['internal_number', { internal_number: '123456' }, addressMessages.internalNumberTooLong],
    ['internal_number', { internal_number: '4#' }, 'Por favor ingresar un número interior valido'],
    ['colony', { colony: undefined }, 'Tu colonia es requerida'],
    ['colony.id', { colony: { id: 'Roma' } }, 'Tu colonia es requerida'],
    ['mobile_telephone', { mobile_telephone: '' }, 'Tu celular de contacto es requerido'],
    ['mobile_telephone', { mobile_telephone: '558765432' }, 'Tu celular de contacto esta incompleto'],
    ['reference', { reference: '' }, 'Tu referencia es requerida'],
    ['reference', { reference: 'Portón {negro}' }, 'Por favor ingresar una referencia valida'],
    ['zip_code', { zip_code: '3100' }, 'Ingresa un código postal de 5 dígitos'],
    ['city', { city: 'x'.repeat(41) }, undefined],
  ])(
    'refuses a bad %s with a Spanish message and per-field errors, writing nothing',
    async (field, change, message) => {
      const s = await t.customerWithSession();
      const res = await save(s, { ...valid, ...change });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      if (message) expect(body.message).toBe(message);
      expect(body.errors.map((e: { path: string }) => e.path)).toContain(field);
      expect(await rows(s.customer.id)).toHaveLength(0);
    },
  );

  it('accepts S/N and 125-B as external numbers and no internal number', async () => {
    const s = await t.customerWithSession();
    expect((await save(s, { ...valid, external_number: 'S/N', internal_number: '' })).statusCode).toBe(200);
    expect((await save(s, { ...valid, external_number: '125-B' })).statusCode).toBe(200);
  });
});

describe('deleting addresses', () => {
  it('deletes an address that is neither default nor the only one and answers the list', async () => {
    const s = await t.customerWithSession();
    await save(s, valid);
    const [, second] = (await save(s, { ...valid, street: 'Avenida Coyoacán' })).json();
    const res = await remove(s, second.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(await rows(s.customer.id)).toHaveLength(1);
  });

  it('refuses to delete the default address or the only one', async () => {
    const s = await t.customerWithSession();
    const [only] = (await save(s, valid)).json();
    const res = await remove(s, only.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No puedes eliminar tu única dirección.');
    await save(s, { ...valid, street: 'Avenida Coyoacán' });
    const def = await remove(s, only.id);
    expect(def.statusCode).toBe(409);
    expect(def.json().message).toBe(
      'No puedes eliminar tu dirección predeterminada. Elige otra como predeterminada primero.',
    );
    expect(await rows(s.customer.id)).toHaveLength(2);
  });
});

describe('ownership', () => {
  it("a customer cannot change or delete another customer's address (404, nothing changed)", async () => {
    const other = await t.customerWithSession();
    const mine = await t.customerWithSession();
    const theirs = await createAddress(t.db, {
      customerId: other.customer.id,
      street: 'Calle Colima',
      defaultShipping: false,
    });
    await createAddress(t.db, {
      customerId: other.customer.id,
      street: 'Calle Durango',
      defaultShipping: true,
      defaultBilling: true,
    });

    // Their id in my path, my id in the path with their address, their customer id in the path.
    expect((await save(mine, valid, theirs.id)).statusCode).toBe(404);
    expect((await save(mine, valid, undefined, other.customer.customerId)).statusCode).toBe(404);
    expect((await remove(mine, theirs.id)).statusCode).toBe(404);
    expect((await remove(mine, theirs.id, other.customer.customerId)).statusCode).toBe(404);

    expect((await rows(other.customer.id)).map((r) => r.street)).toEqual(['Calle Colima', 'Calle Durango']);
    expect(await rows(mine.customer.id)).toHaveLength(0);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/customers/300001/addresses', payload: valid });
    expect(res.statusCode).toBe(401);
  });
});
