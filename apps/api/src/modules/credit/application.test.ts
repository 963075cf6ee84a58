import { CREDIT_CONTRACT_VERSION } from '@shop/contracts/credit-texts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
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
    datos: {
      calle: 'Calle Pitágoras',
      numero_exterior: '1020',
      codigo_postal: '03100',
      colonia: 'Del Valle Centro',
      municipio: 'Benito Juárez',
      estado: 'Ciudad de México',
      anios_residencia: 6,
      tipo_vivienda: 'Rentada',
    },
  },
  3: {
    accion: 'guardar',
    datos: {
      ocupacion: 'Negocio propio',
      empresa: 'Zapatería La Estrella',
      telefono_empresa: '5556781234',
      antiguedad_anios: 4,
      ingreso_mensual: '12500',
    },
  },
  4: {
    accion: 'precalifica',
    datos: {
      referencias: [
        { nombre: 'Rosa Pérez Luna', parentesco: 'Hermana', telefono: '525511112222' },
        { nombre: 'Jorge Ruiz Soto', parentesco: 'Vecino', telefono: '525533334444' },
      ],
    },
  },
  5: {
    accion: 'guardar',
    datos: { identificacion_frente: img, identificacion_reverso: img, comprobante_domicilio: img },
  },
  6: {
    accion: 'consulta historial crediticio',
    datos: {
      tiene_tarjeta_credito: true,
      tiene_credito_hipotecario: false,
      tiene_credito_automotriz: false,
      autoriza_consulta: true,
    },
  },
  7: {
    accion: 'promesa',
    datos: { acepta_contrato: true, contrato_version: CREDIT_CONTRACT_VERSION, firma: 'Emilio Gómez Díaz' },
  },
};

async function applicant() {
  const { customer, cookie } = await t.customerWithSession({ member: true });
  return { customer, token: await t.creditToken(cookie) };
}
const send = (
  c: CustomerRow,
  token: string,
  paso: number,
  override: Partial<{ accion: string; datos: Record<string, unknown> }> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cliente/solicitud',
    headers: { authorization: `Bearer ${token}` },
    payload: { id_socio: c.customerId, paso, ...steps[paso], ...override },
  });
/** The NIP of the latest SMS to the applicant, as the dev outbox keeps it. */
async function nipSent() {
  const res = await t.app.inject({ url: '/api/dev/outbox?to=525512345678' });
  const [last] = res.json<{ body: string }[]>();
  return /es (\d{6})\./.exec(last!.body)![1]!;
}
/** Steps 1 to 6 (with the NIP from the SMS). */
async function throughStep6(c: CustomerRow, token: string) {
  for (let paso = 1; paso <= 6; paso++) expect((await send(c, token, paso)).statusCode).toBe(200);
  return send(c, token, 6, { accion: 'nip historial crediticio', datos: { nip: await nipSent() } });
}
const savedSteps = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from credit_applications`))[0]!.n;

describe('the seven-step application', () => {
  it('takes the steps in order, stores the documents, and once signed is under revision (code 5)', async () => {
    const { customer, token } = await applicant();
    for (let paso = 1; paso <= 5; paso++) {
      const res = await send(customer, token, paso);
      expect(res.statusCode, `paso ${paso}: ${res.body}`).toBe(200);
      expect(res.json().response).toMatchObject({ codigo: 0, paso, siguiente: paso + 1 });
    }
    const query = await send(customer, token, 6);
    expect(query.json().response).toMatchObject({
      paso: 6,
      siguiente: 6,
      mensaje: 'Te enviamos por SMS un NIP de 6 dígitos a tu celular. Escríbelo para autorizar la consulta.',
    });
    const nip = await send(customer, token, 6, { accion: 'nip historial crediticio', datos: { nip: await nipSent() } });
    expect(nip.json().response).toMatchObject({ paso: 6, siguiente: 7 });
    // Only the current contract text can be signed; the signature records which one (decision 0733).
    const { contrato_version: _current, ...withoutVersion } = steps[7]!.datos;
    for (const datos of [withoutVersion, { ...withoutVersion, contrato_version: 'CP-2020-01' }]) {
      const old = await send(customer, token, 7, { datos });
      expect(old.statusCode).toBe(400);
      expect(old.json().message).toBe('El contrato cambió: vuelve a abrirlo y léelo antes de firmar.');
    }
    const signed = await send(customer, token, 7);
    expect(signed.json().response).toMatchObject({ codigo: 0, paso: 7, siguiente: null });
    const docs = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from credit_documents`);
    expect(docs[0]!.n).toBe(3);
    const [stored] = await queryRows<{ steps: Record<string, Record<string, unknown>> }>(
      t.db,
      sql`select steps from credit_applications`,
    );
    expect(stored!.steps['1']!.rfc).toBe('GODE561231GR8');
    expect(stored!.steps['6']).toMatchObject({
      autoriza_consulta: true,
      consulta_autorizada_en: '2026-11-21T18:00:00.000Z',
    });
    expect(stored!.steps).not.toHaveProperty('consulta_pendiente');
    expect(stored!.steps['7']).toMatchObject({ acepta_contrato: true, contrato_version: CREDIT_CONTRACT_VERSION });
    const status = await t.app.inject({
      url: `/api/cliente/solicitud?id_socio=${customer.customerId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.json()).toEqual({ pasos_completos: [1, 2, 3, 4, 5, 6, 7], enviada: true });
    const eligibility = await t.app.inject({
      method: 'POST',
      url: '/api/cliente/disponibilidad',
      headers: { authorization: `Bearer ${token}` },
      payload: { id_socio: customer.customerId },
    });
    expect(eligibility.json()).toEqual({ response: { codigo: 5, importe: 0 } });
    expect((await send(customer, token, 1)).statusCode).toBe(409);
  });

  it('refuses a wrong RFC with code 102 and a bad mobile with code 101, saving nothing', async () => {
    const { customer, token } = await applicant();
    const rfc = await send(customer, token, 1, { datos: { ...steps[1]!.datos, rfc: 'GODE561231GR7' } });
    expect(rfc.statusCode).toBe(400);
    expect(rfc.json()).toMatchObject({
      codigo: 102,
      message: 'El RFC no es válido. Revisa que coincida con tu nombre y tu fecha de nacimiento.',
    });
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

  it('takes the credit-report NIP sent by SMS only: a wrong one, or one past its 10 minutes, does not complete step 6', async () => {
    const { customer, token } = await applicant();
    for (let paso = 1; paso <= 6; paso++) expect((await send(customer, token, paso)).statusCode).toBe(200);
    const nip = await nipSent();
    const [pending] = await queryRows<{ steps: string }>(
      t.db,
      sql`select steps::text as steps from credit_applications`,
    );
    expect(pending!.steps).not.toContain(nip);
    const wrong = await send(customer, token, 6, {
      accion: 'nip historial crediticio',
      datos: { nip: nip === '000000' ? '111111' : '000000' },
    });
    expect(wrong.json()).toMatchObject({
      codigo: 200,
      message: 'El NIP no es correcto. Revisa el SMS que te enviamos.',
    });
    expect((await send(customer, token, 7)).json().message).toBe('Completa los pasos anteriores antes de continuar.');
    t.clock.advance(10 * 60 * 1000);
    const late = await send(customer, token, 6, { accion: 'nip historial crediticio', datos: { nip } });
    expect(late.json().message).toBe('El NIP venció o ya no es válido. Solicita uno nuevo.');
    expect((await throughStep6(customer, token)).json().response).toMatchObject({ siguiente: 7 });
  });

  it("a customer cannot send an application in another customer's name", async () => {
    const victim = await applicant();
    const intruder = await applicant();
    const res = await send(victim.customer, intruder.token, 1);
    expect(res.statusCode).toBe(404);
    expect(await savedSteps()).toBe(0);
  });

  it('a malformed or empty application request is a 400 in Spanish, never a 500', async () => {
    const { token } = await applicant();
    for (const payload of ['{}', '{"paso":', '[]']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cliente/solicitud',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await savedSteps()).toBe(0);
  });
});
