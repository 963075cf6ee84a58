import { CREDIT_CONTRACT_VERSION } from './credit-texts';
import { describe, expect, it } from 'vitest';
import { checkApplicationStep, isValidRfc, MAX_UPLOAD_BYTES } from './credit-application';

const generalInfo = {
  nombre: 'Emilio',
  apellido_paterno: 'Gómez',
  apellido_materno: 'Díaz',
  fecha_nacimiento: '1956-12-31',
  rfc: 'GODE561231GR8',
  celular: '525512345678',
  correo: 'emilio.gomez@correo.mx',
  estado_civil: 'Casada(o)',
  dependientes: 2,
};

describe('the RFC', () => {
  it('needs the SAT check digit, a real date and the right shape', () => {
    expect(isValidRfc('GODE561231GR8')).toBe(true);
    expect(isValidRfc('GODE561231GR7')).toBe(false);
    expect(isValidRfc('GODE561331GR8')).toBe(false);
    expect(isValidRfc('GOD561231GR8')).toBe(false);
  });

  it('answers code 102 when it is wrong or does not match the date of birth, 101 for a bad phone, 200 otherwise', () => {
    expect(checkApplicationStep(1, { ...generalInfo, rfc: ' gode561231gr8 ' })).toMatchObject({
      ok: true,
      codigo: 0,
      errors: [],
      data: { rfc: 'GODE561231GR8' },
    });
    expect(checkApplicationStep(1, { ...generalInfo, rfc: 'GODE561231GR7' })).toMatchObject({
      codigo: 102,
      errors: [{ path: 'rfc' }],
    });
    expect(checkApplicationStep(1, { ...generalInfo, fecha_nacimiento: '1956-12-30' })).toMatchObject({
      codigo: 102,
      errors: [{ path: 'rfc', message: 'Las fechas del RFC no coinciden con tu fecha de nacimiento.' }],
    });
    const phone = checkApplicationStep(1, { ...generalInfo, celular: '551234567' });
    expect(phone.codigo).toBe(101);
    expect(new Set(phone.errors.map((e) => e.path))).toEqual(new Set(['celular']));
    // The RFC is reported even while other fields are still missing, and an empty count is missing, not 0.
    const early = checkApplicationStep(1, { rfc: 'GODE561231GR7', dependientes: '' });
    expect(early.errors).toContainEqual({
      path: 'rfc',
      message: 'El RFC no es válido. Revisa que coincida con tu nombre y tu fecha de nacimiento.',
    });
    expect(early.errors).toContainEqual({ path: 'dependientes', message: 'Este campo es obligatorio' });
    const name = checkApplicationStep(1, { ...generalInfo, nombre: '' });
    expect(name.codigo).toBe(200);
    expect(name.errors[0]).toEqual({ path: 'nombre', message: 'Tu nombre es requerido' });
  });
});

describe('the other steps', () => {
  it('wants two references with distinct phones that are not the applicant’s', () => {
    const ref = (telefono: string) => ({ nombre: 'Rosa Pérez', parentesco: 'Hermana', telefono });
    expect(
      checkApplicationStep(
        4,
        { referencias: [ref('525511111111'), ref('525522222222')] },
        { applicantPhone: '525512345678' },
      ).ok,
    ).toBe(true);
    expect(checkApplicationStep(4, { referencias: [ref('525511111111'), ref('525511111111')] }).codigo).toBe(200);
    expect(
      checkApplicationStep(
        4,
        { referencias: [ref('525511111111'), ref('525512345678')] },
        { applicantPhone: '525512345678' },
      ).ok,
    ).toBe(false);
    expect(checkApplicationStep(4, { referencias: [ref('525511111111'), ref('5522')] }).codigo).toBe(101);
  });

  it('takes images only, of at most 5 MB', () => {
    const img = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
    expect(
      checkApplicationStep(5, { identificacion_frente: img, identificacion_reverso: img, comprobante_domicilio: img })
        .ok,
    ).toBe(true);
    const big = `data:image/jpeg;base64,${'A'.repeat(Math.ceil(((MAX_UPLOAD_BYTES + 3) * 4) / 3))}`;
    expect(
      checkApplicationStep(5, { identificacion_frente: big, identificacion_reverso: img, comprobante_domicilio: img })
        .errors,
    ).toEqual([{ path: 'identificacion_frente', message: 'El archivo debe ser menor a 5Mb' }]);
    expect(
      checkApplicationStep(5, {
        identificacion_frente: 'data:application/pdf;base64,JVBERi0=',
        identificacion_reverso: img,
        comprobante_domicilio: img,
      }).errors[0]!.message,
    ).toBe('Solo se permiten imágenes (JPG, PNG o WEBP).');
  });

  it('needs the credit-report authorisation and the contract signed with the applicant’s name', () => {
    expect(
      checkApplicationStep(6, {
        tiene_tarjeta_credito: true,
        tiene_credito_hipotecario: false,
        tiene_credito_automotriz: false,
        autoriza_consulta: false,
      }).errors[0]!.message,
    ).toBe('Debes autorizar la consulta de tu historial crediticio.');
    expect(checkApplicationStep(6, { nip: '12345' }, { accion: 'nip historial crediticio' }).errors[0]!.message).toBe(
      'El NIP debe tener 6 dígitos.',
    );
    expect(checkApplicationStep(6, { nip: '123456' }, { accion: 'nip historial crediticio' }).ok).toBe(true);
    expect(
      checkApplicationStep(
        7,
        { acepta_contrato: true, contrato_version: CREDIT_CONTRACT_VERSION, firma: 'emilio gomez diaz' },
        { fullName: 'Emilio Gómez Díaz' },
      ).ok,
    ).toBe(true);
    expect(
      checkApplicationStep(
        7,
        { acepta_contrato: true, contrato_version: CREDIT_CONTRACT_VERSION, firma: 'Otra Persona' },
        { fullName: 'Emilio Gómez Díaz' },
      ).ok,
    ).toBe(false);
  });
});
