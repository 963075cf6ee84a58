import { describe, expect, it } from 'vitest';
import type { CustomerProfile } from '@shop/contracts/profile';
import { applicationPrefill } from './application-prefill';

const attr = (attribute_code: string, value: string) => ({ attribute_code, value });
const profile = {
  id: 7,
  email: 'lucia@correo.mx',
  firstname: 'Lucía',
  lastname: 'Hernández',
  dob: '1990-03-14',
  role: null,
  username: '300123',
  favoriteStore: null,
  delivery_preference: { deliver_home: true, pickup_in_store: false },
  custom_attributes: [attr('mother_last_name', 'Ruiz'), attr('mobile_telephone', '525587654321')],
  addresses: [
    {
      id: 1,
      firstname: 'Lucía',
      lastname: 'Hernández',
      street: ['Calle Durango'],
      city: 'Ciudad de México',
      postcode: '06700',
      region: { region_id: 9, region: 'Ciudad de México' },
      telephone: '525587654321',
      default_shipping: false,
      default_billing: true,
      custom_attributes: [attr('external_number', '12')],
    },
    {
      id: 2,
      firstname: 'Lucía',
      lastname: 'Hernández',
      street: ['Av. Álvaro Obregón'],
      city: 'Ciudad de México',
      postcode: '06700',
      region: { region_id: 9, region: 'Ciudad de México' },
      telephone: '525587654321',
      default_shipping: true,
      default_billing: false,
      custom_attributes: [
        attr('external_number', '45'),
        attr('internal_number', '3B'),
        attr('colony', 'Roma Norte'),
        attr('municipality', 'Cuauhtémoc'),
      ],
    },
  ],
} as unknown as CustomerProfile;

describe('CrediPrice application prefilled from the profile', () => {
  it('takes name, birth date, mobile and e-mail, and the default shipping address', () => {
    expect(applicationPrefill(profile)).toEqual({
      1: {
        nombre: 'Lucía',
        apellido_paterno: 'Hernández',
        apellido_materno: 'Ruiz',
        celular: '525587654321',
        correo: 'lucia@correo.mx',
        fecha_nacimiento: '1990-03-14',
      },
      2: {
        calle: 'Av. Álvaro Obregón',
        numero_exterior: '45',
        numero_interior: '3B',
        codigo_postal: '06700',
        colonia: 'Roma Norte',
        municipio: 'Cuauhtémoc',
        estado: 'Ciudad de México',
      },
    });
  });
  it('leaves out what the profile does not know', () => {
    const bare = { ...profile, dob: null, email: 'noemail_300123@priceshoes.mx', addresses: [] } as CustomerProfile;
    const prefill = applicationPrefill(bare);
    expect(prefill[2]).toBeUndefined();
    expect(prefill[1]).not.toHaveProperty('fecha_nacimiento');
    expect(prefill[1]?.correo).toBe('');
  });
});
