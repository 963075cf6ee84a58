/**
 * The demo data of the running contract (shared/contract/running.md), loaded on the first start in demo
 * mode. Each area of the shop adds its part here, through the same factories the tests use.
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '@shop/domain/clock';
import type { Db } from '../client';
import { queryRows } from '../client';
import { createAddress, createCustomer, createStore } from '../factories';
import { customStorePhotos, customStores } from '../schema/index';
import { demoStorePhotoPng } from './store-photo';
import { seedShop } from './shop';
import { seedPersonalData } from './personal-data';
import { seedCredit } from './credit';
import { seedReturns } from './returns';
import { seedReseller } from './reseller';

export const DEMO_ACCOUNTS = {
  cliente: 'cliente@demo.mx',
  socia: 'socia@demo.mx',
  nueva: 'nueva@demo.mx',
} as const;

export const DEMO_STORES = [
  {
    id: '1',
    name: 'Centro de distribución en línea',
    isDefault: true,
    pickup: false,
    street: 'Carretera Federal 57 km 12.5',
    colony: 'Parque Industrial',
    city: 'Querétaro',
    state: 'Querétaro',
    postcode: '76000',
  },
  {
    id: '101',
    name: 'Price Shoes Insurgentes',
    street: 'Av. Insurgentes Sur 1235',
    colony: 'Del Valle Centro',
    city: 'Ciudad de México',
    state: 'Ciudad de México',
    postcode: '03100',
    phone: '5552001101',
  },
  {
    id: '102',
    name: 'Price Shoes Guadalajara Centro',
    street: 'Av. Juárez 640',
    colony: 'Guadalajara Centro',
    city: 'Guadalajara',
    state: 'Jalisco',
    postcode: '44100',
    phone: '3336141102',
  },
  {
    id: '103',
    name: 'Price Shoes Monterrey',
    street: 'Av. Benito Juárez 1102 Sur',
    colony: 'Monterrey Centro',
    city: 'Monterrey',
    state: 'Nuevo León',
    postcode: '64000',
    phone: '8183421103',
  },
  {
    id: '104',
    name: 'Price Shoes Puebla',
    street: 'Calle 5 de Mayo 1410',
    colony: 'Puebla Centro',
    city: 'Puebla',
    state: 'Puebla',
    postcode: '72000',
    phone: '2222461104',
  },
  {
    id: '105',
    name: 'Price Shoes León',
    street: 'Calle Madero 315',
    colony: 'Centro',
    city: 'León',
    state: 'Guanajuato',
    postcode: '37000',
    phone: '4777161105',
  },
] as const;

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from customers`);
  return (row?.n ?? 0) === 0;
}

export async function seedDemo(db: Db, clock: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    for (const store of DEMO_STORES) await createStore(tx, { ...store });

    const cliente = await createCustomer(tx, {
      email: DEMO_ACCOUNTS.cliente,
      firstname: 'Lucía',
      lastname: 'Ramírez',
      motherLastName: 'Torres',
      mobileTelephone: '525512345678',
      dob: '1988-03-09',
      favoriteStoreId: '101',
      // Her mobile app account is deactivated, so 'Cuenta mobile desactivada' and 'Reactivar' are reachable.
      deletedInApp: '1',
    });
    await createAddress(tx, {
      customerId: cliente.id,
      firstname: 'Lucía',
      lastname: 'Ramírez',
      street: 'Calle Colima',
      externalNumber: '125',
      internalNumber: '3B',
      postcode: '06700',
      colonyId: 947,
      colony: 'Roma Norte',
      municipality: 'Cuauhtémoc',
      municipalityId: 15,
      state: 'Ciudad de México',
      stateId: 9,
      city: 'Ciudad de México',
      telephone: '525512345678',
      reference: 'Entre Córdoba y Mérida, portón negro',
      defaultShipping: true,
      defaultBilling: true,
    });
    await createAddress(tx, {
      customerId: cliente.id,
      firstname: 'Lucía',
      lastname: 'Ramírez',
      street: 'Avenida Hidalgo',
      externalNumber: '210',
      postcode: '44100',
      colonyId: 3,
      colony: 'Guadalajara Centro',
      municipality: 'Guadalajara',
      municipalityId: 39,
      state: 'Jalisco',
      stateId: 14,
      city: 'Guadalajara',
      telephone: '523312345678',
      reference: 'Frente a la Plaza de Armas, casa azul',
    });

    const socia = await createCustomer(tx, {
      email: DEMO_ACCOUNTS.socia,
      member: true,
      firstname: 'Guadalupe',
      lastname: 'Hernández',
      motherLastName: 'Sánchez',
      mobileTelephone: '525587654321',
      dob: '1985-11-02',
      favoriteStoreId: '101',
      pickupInStore: true,
      consolidatedAffiliationEndDate: '2027-06-30',
      earningsMargin: 25,
      // A socia of three years: past a new member's budget of client codes (decision 0720).
      createdAt: new Date(clock.now().getTime() - 3 * 365 * 24 * 60 * 60_000),
    });
    await createAddress(tx, {
      customerId: socia.id,
      firstname: 'Guadalupe',
      lastname: 'Hernández',
      street: 'Calle Pitágoras',
      externalNumber: '1020',
      postcode: '03100',
      colonyId: 496,
      colony: 'Del Valle Centro',
      municipality: 'Benito Juárez',
      municipalityId: 14,
      state: 'Ciudad de México',
      stateId: 9,
      city: 'Ciudad de México',
      telephone: '525587654321',
      reference: 'Esquina con Matías Romero, edificio gris',
      defaultShipping: true,
      defaultBilling: true,
    });

    await tx.insert(customStores).values({
      storeId: 'lupita-hernandez',
      customerId: socia.id,
      welcomeMessage:
        '¡Hola! Soy Lupita, tu socia Price Shoes. Pídeme tus zapatos favoritos y te los entrego en tu casa.',
      phone: '525587654321',
      email: 'socia@demo.mx',
      earningsMargin: 25,
      // The link the photo upload answers (decision 0520); the bytes below are what it serves.
      photo: `/api/custom-store-photos/lupita-hernandez?v=${clock.now().getTime()}`,
    });
    await tx.insert(customStorePhotos).values({
      storeId: 'lupita-hernandez',
      contentType: 'image/png',
      bytes: demoStorePhotoPng(),
      updatedAt: clock.now(),
    });

    await createCustomer(tx, {
      email: DEMO_ACCOUNTS.nueva,
      member: true,
      firstname: 'Ana Sofía',
      lastname: 'Martínez',
      motherLastName: 'Flores',
      mobileTelephone: '528112345678',
      dob: '1997-07-21',
      consolidatedAffiliationEndDate: '2027-11-20',
    });
    await seedShop(tx, clock);
    await seedPersonalData(tx, clock);
    await seedCredit(tx, clock, DEMO_ACCOUNTS);
    await seedReturns(tx, clock);
    await seedReseller(tx, clock, DEMO_ACCOUNTS);
  });
}
