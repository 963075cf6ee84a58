/**
 * The postal codes the demo data uses, as SEPOMEX publishes them (edition 2024-11-16): the catalogue a
 * shop started without POSTAL_CODES_FILE knows (running contract). A handful of rows copied from the
 * official file; the file itself is never copied into the project.
 */
import type { postalCodes } from '../schema/index';

type Row = [zip: string, colony: string, type: string, municipality: string, state: string, city: string, stateId: number, municipalityId: number, colonyId: number, zone: string];

const ROWS: Row[] = [
  ['03100', 'Del Valle Centro', 'Colonia', 'Benito Juárez', 'Ciudad de México', 'Ciudad de México', 9, 14, 496, 'Urbano'],
  ['03100', 'Insurgentes San Borja', 'Colonia', 'Benito Juárez', 'Ciudad de México', 'Ciudad de México', 9, 14, 2624, 'Urbano'],
  ['06700', 'Roma Norte', 'Colonia', 'Cuauhtémoc', 'Ciudad de México', 'Ciudad de México', 9, 15, 947, 'Urbano'],
  ['11000', 'Lomas de Chapultepec I Sección', 'Colonia', 'Miguel Hidalgo', 'Ciudad de México', 'Ciudad de México', 9, 16, 1745, 'Urbano'],
  ['11000', 'Lomas de Chapultepec VIII Sección', 'Colonia', 'Miguel Hidalgo', 'Ciudad de México', 'Ciudad de México', 9, 16, 2774, 'Urbano'],
  ['11000', 'Lomas de Chapultepec II Sección', 'Colonia', 'Miguel Hidalgo', 'Ciudad de México', 'Ciudad de México', 9, 16, 2775, 'Urbano'],
  ['11000', 'Lomas de Chapultepec III Sección', 'Colonia', 'Miguel Hidalgo', 'Ciudad de México', 'Ciudad de México', 9, 16, 2776, 'Urbano'],
  ['11000', 'Lomas de Chapultepec IV Sección', 'Colonia', 'Miguel Hidalgo', 'Ciudad de México', 'Ciudad de México', 9, 16, 2777, 'Urbano'],
  ['11000', 'Lomas de Chapultepec V Sección', 'Colonia', 'Miguel Hidalgo', 'Ciudad de México', 'Ciudad de México', 9, 16, 2778, 'Urbano'],
  ['11000', 'Lomas de Chapultepec VI Sección', 'Colonia', 'Miguel Hidalgo', 'Ciudad de México', 'Ciudad de México', 9, 16, 2779, 'Urbano'],
  ['11000', 'Lomas de Chapultepec VII Sección', 'Colonia', 'Miguel Hidalgo', 'Ciudad de México', 'Ciudad de México', 9, 16, 2780, 'Urbano'],
  ['37000', 'Centro', 'Colonia', 'León', 'Guanajuato', 'León de los Aldama', 11, 20, 1021, 'Urbano'],
  ['44100', 'Guadalajara Centro', 'Colonia', 'Guadalajara', 'Jalisco', 'Guadalajara', 14, 39, 3, 'Urbano'],
  ['45050', 'Ciudad Del Sol', 'Colonia', 'Zapopan', 'Jalisco', 'Zapopan', 14, 120, 615, 'Urbano'],
  ['45050', 'El Zapote', 'Colonia', 'Zapopan', 'Jalisco', 'Zapopan', 14, 120, 616, 'Urbano'],
  ['45050', 'Jardines Del Sol', 'Colonia', 'Zapopan', 'Jalisco', 'Zapopan', 14, 120, 617, 'Urbano'],
  ['45050', 'Prados Tepeyac', 'Colonia', 'Zapopan', 'Jalisco', 'Zapopan', 14, 120, 618, 'Urbano'],
  ['64000', 'Monterrey Centro', 'Colonia', 'Monterrey', 'Nuevo León', 'Monterrey', 19, 39, 1, 'Urbano'],
  ['64000', 'La Finca', 'Condominio', 'Monterrey', 'Nuevo León', 'Monterrey', 19, 39, 3429, 'Urbano'],
  ['72000', 'Puebla Centro', 'Colonia', 'Puebla', 'Puebla', 'Heroica Puebla de Zaragoza', 21, 114, 1, 'Urbano'],
  ['72000', 'San Francisco', 'Colonia', 'Puebla', 'Puebla', 'Heroica Puebla de Zaragoza', 21, 114, 2819, 'Urbano'],
  ['76000', 'Centro', 'Colonia', 'Querétaro', 'Querétaro', 'Santiago de Querétaro', 22, 14, 1, 'Urbano'],
  ['76000', 'San José Inn', 'Colonia', 'Querétaro', 'Querétaro', 'Santiago de Querétaro', 22, 14, 27, 'Urbano'],
  ['76000', 'La Cruz', 'Fraccionamiento', 'Querétaro', 'Querétaro', 'Santiago de Querétaro', 22, 14, 808, 'Urbano'],
  ['76000', 'Rincón de San Andrés', 'Fraccionamiento', 'Querétaro', 'Querétaro', 'Santiago de Querétaro', 22, 14, 1199, 'Urbano'],
  ['76000', 'Mariano Escobedo', 'Unidad habitacional', 'Querétaro', 'Querétaro', 'Santiago de Querétaro', 22, 14, 1681, 'Urbano'],
  ['76000', 'Vicente Guerrero', 'Unidad habitacional', 'Querétaro', 'Querétaro', 'Santiago de Querétaro', 22, 14, 1682, 'Urbano'],
  ['76000', 'Rinconada de Morelos', 'Unidad habitacional', 'Querétaro', 'Querétaro', 'Santiago de Querétaro', 22, 14, 1683, 'Urbano'],
];

export const BUILTIN_POSTAL_CODES: (typeof postalCodes.$inferInsert)[] = ROWS.map(
  ([zipCode, colony, settlementType, municipality, state, city, stateId, municipalityId, colonyId, zone]) => ({
    zipCode, colony, settlementType, municipality, state, city: city || null, stateId, municipalityId, colonyId, zone,
  }),
);
