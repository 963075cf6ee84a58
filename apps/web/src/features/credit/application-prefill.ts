import type { FieldValues } from 'react-hook-form';
import type { CustomerProfile } from '@shop/contracts/profile';
import { attribute } from '@shop/contracts/profile-helpers';

/**
 * What the CrediPrice application can take from the profile (issue 15 point 9): name, birth date, mobile and
 * e-mail in step 1, the default shipping address (or the first) in step 2. She checks and completes the rest.
 */
export function applicationPrefill(profile: CustomerProfile | undefined): Partial<Record<1 | 2, FieldValues>> {
  if (!profile) return {};
  const general: FieldValues = {
    nombre: profile.firstname,
    apellido_paterno: profile.lastname,
    apellido_materno: attribute(profile, 'mother_last_name') ?? '',
    celular: attribute(profile, 'mobile_telephone') ?? '',
    correo: profile.email.startsWith('noemail_') ? '' : profile.email,
  };
  if (profile.dob && /^\d{4}-\d{2}-\d{2}/.test(profile.dob)) general.fecha_nacimiento = profile.dob.slice(0, 10);
  const address = profile.addresses.find((a) => a.default_shipping) ?? profile.addresses[0];
  if (!address) return { 1: general };
  return {
    1: general,
    2: {
      calle: address.street[0] ?? '',
      numero_exterior: attribute(address, 'external_number') ?? '',
      numero_interior: attribute(address, 'internal_number') ?? '',
      codigo_postal: address.postcode,
      colonia: attribute(address, 'colony') ?? '',
      municipio: attribute(address, 'municipality') ?? address.city,
      estado: address.region.region,
    },
  };
}
