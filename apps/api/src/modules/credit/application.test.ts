import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const img = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
const steps: Record<number, { accion: string; datos: Record<string, unknown> }> = {
  1: {
    accion: 'rfc',
    datos: {
      nombre: 'Emilio',
      apellido_paterno: 'Gómez',
      apellido_materno: 'Díaz',
      fecha_nacimiento: '1956-12-31',
      rfc: 'gode561231gr8',
      celular: '525512345678',
      correo: 'emilio.gomez@correo.mx',
      estado_civil: 'Casada(o)',
      dependientes: 2,
    },
  },
  2: {
    accion: 'guardar',
    datos: { calle: 'Calle Pitágoras', numero_exterior: '1020', codigo_postal: '03100', colonia: 'Del Valle Centro', municipio: 'Benito Juárez', estado: 'Ciudad de México', anios_residencia: 6, tipo_vivienda: 'Rentada' },
  },
  3: { accion: 'guardar', datos: { ocupacion: 'Negocio propio', empresa: 'Zapatería La Estrella', telefono_empresa: '5556781234', antiguedad_anios: 4, ingreso_mensual: '12500' } },
  4: {
    accion: 'precalifica',
    datos: {
      referencias: [
        { nombre: 'Rosa Pérez Luna', parentesco: 'Hermana', telefono: '525511112222' },
        { nombre: 'Jorge Ruiz Soto', parentesco: 'Vecino', telefono: '525533334444' },
      ],
    },
  },
  5: { accion: 'guardar', datos: { identificacion_frente: img, identificacion_reverso: img, comprobante_domicilio: img } },
  6: { accion: 'consulta historial crediticio', datos: { tiene_tarjeta_credito: true, tiene_credito_hipotecario: false, tiene_credito_automotriz: false, autoriza_consulta: true, nip: '4821' } },
  7: { accion: 'promesa', datos: { acepta_contrato: true, firma: 'Emilio Gómez Díaz' } },
};

async function applicant() {
  const { customer, cookie } = await t.customerWithSession({ member: true });
  const res = await t.app.inject({ url: '/api/credit/auth', headers: { cookie } });
  return { customer, token: res.json().token as string };
}
const send = (c: CustomerRow, token: string, paso: number, override: Partial<{ accion: string; datos: Record<string, unknown> }> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cliente/solicitud',
    headers: { authorization: `Bearer ${token}` },
    payload: { id_socio: c.customerId, paso, ...steps[paso], ...override },
  });
const savedSteps = async () => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from credit_applications`))[0]!.n;

describe('the seven-step application', () => {
  it('takes the steps in order, stores the documents, and once signed is under revision (code 5)', async () => {
    const { customer, token } = await applicant();
    for (let paso = 1; paso <= 7; paso++) {
      const res = await send(customer, token, paso);
      expect(res.statusCode, `paso ${paso}: ${res.body}`).toBe(200);
      expect(res.json().response).toMatchObject({ codigo: 0, paso, siguiente: paso < 7 ? paso + 1 : null });
    }
    const docs = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from credit_documents`);
    expect(docs[0]!.n).toBe(3);
    const [stored] = await queryRows<{ steps: Record<string, Record<string, unknown>> }>(t.db, sql`select steps from credit_applications`);
    expect(stored!.steps['1']!.rfc).toBe('GODE561231GR8');
    expect(stored!.steps['6']).not.toHaveProperty('nip');
    expect(JSON.stringify(stored!.steps)).not.toContain('4821');
    const status = await t.app.inject({ url: `/api/cliente/solicitud?id_socio=${customer.customerId}`, headers: { authorization: `Bearer ${token}` } });
    expect(status.json()).toEqual({ pasos_completos: [1, 2, 3, 4, 5, 6, 7], enviada: true });
    const eligibility = await t.app.inject({ method: 'POST', url: '/api/cliente/disponibilidad', headers: { authorization: `Bearer ${token}` }, payload: { id_socio: customer.customerId } });
    expect(eligibility.json()).toEqual({ response: { codigo: 5, importe: 0 } });
    expect((await send(customer, token, 1)).statusCode).toBe(409);
  });

  it('refuses a wrong RFC with code 102 and a bad mobile with code 101, saving nothing', async () => {
    const { customer, token } = await applicant();
    const rfc = await send(customer, token, 1, { datos: { ...steps[1]!.datos, rfc: 'GODE561231GR7' } });
    expect(rfc.statusCode).toBe(400);
    expect(rfc.json()).toMatchObject({ codigo: 102, message: 'El RFC no es válido. Revisa que coincida con tu nombre y tu fecha de nacimiento.' });
    const phone = await send(customer, token, 1, { datos: { ...steps[1]!.datos, celular: '52551234' } });
    expect(phone.json()).toMatchObject({ codigo: 101, message: 'Tu número de celular esta incompleto' });
    const missing = await send(customer, token, 1, { datos: { ...steps[1]!.datos, correo: '' } });
    expect(missing.json()).toMatchObject({ codigo: 200 });
    expect(await savedSteps()).toBe(0);
  });

  it('does not skip steps, nor take a step with another step’s key', async () => {
    const { customer, token } = await applicant();
    const skip = await send(customer, token, 3);
    expect(skip.json()).toMatchObject({ codigo: 200, message: 'Completa los pasos anteriores antes de continuar.' });
    const wrongKey = await send(customer, token, 1, { accion: 'promesa' });
    expect(wrongKey.statusCode).toBe(400);
    expect(await savedSteps()).toBe(0);
  });

  it("a customer cannot send an application in another customer's name", async () => {
    const victim = await applicant();
    const intruder = await applicant();
    const res = await send(victim.customer, intruder.token, 1);
    expect(res.statusCode).toBe(404);
    expect(await savedSteps()).toBe(0);
  });
});
