/**
 * The seven-step CrediPrice application (customer-account.md §2, §4): the fields of each step and their
 * rules, shared by the form and POST /api/cliente/solicitud. Error codes: 200 validation error, 102 invalid
 * RFC, 101 invalid mobile phone (docs/decisions/0306-credit-application.md).
 */
import { z } from 'zod';
import { email, mobilePhone, personName } from './auth';
import { messages } from './messages';
import { CREDIT_CONTRACT_VERSION } from './credit-texts';
import { isCalendarDay } from './input';

export const APPLICATION_STEPS = [
  { paso: 1, titulo: 'Información general', accion: 'rfc' },
  { paso: 2, titulo: 'Domicilio actual', accion: 'guardar' },
  { paso: 3, titulo: 'Empleo actual', accion: 'guardar' },
  { paso: 4, titulo: 'Referencias', accion: 'precalifica' },
  { paso: 5, titulo: 'Documentación', accion: 'guardar' },
  { paso: 6, titulo: 'Información Crediticia', accion: 'consulta historial crediticio' },
  { paso: 7, titulo: 'Contrato', accion: 'promesa' },
] as const;
/** The spec's step keys. */
export const STEP_KEYS = [
  'guardar',
  'precalifica',
  'rfc',
  'promesa',
  'consulta historial crediticio',
  'nip historial crediticio',
] as const;
export type StepKey = (typeof STEP_KEYS)[number];

export const APPLICATION_ERROR_CODES = { validation: 200, invalidRfc: 102, invalidPhone: 101 } as const;

export const applicationMessages = {
  required: messages.generic.requiredField,
  rfcInvalid: 'El RFC no es válido. Revisa que coincida con tu nombre y tu fecha de nacimiento.',
  rfcDate: 'Las fechas del RFC no coinciden con tu fecha de nacimiento.',
  adult: 'Debes ser mayor de edad para solicitar CrediPrice.',
  dateInvalid: 'Ingresa una fecha válida',
  zipInvalid: 'Ingresa un código postal de 5 dígitos',
  landlineInvalid: 'Ingresa un teléfono de 10 dígitos',
  amountInvalid: 'Ingresa un monto válido',
  referencePhonesDistinct: 'Tus referencias deben tener teléfonos distintos entre sí y del tuyo.',
  fileTooLarge: 'El archivo debe ser menor a 5Mb',
  fileNotImage: 'Solo se permiten imágenes (JPG, PNG o WEBP).',
  authorize: 'Debes autorizar la consulta de tu historial crediticio.',
  nipInvalid: 'El NIP debe tener 6 dígitos.',
  nipSent: 'Te enviamos por SMS un NIP de 6 dígitos a tu celular. Escríbelo para autorizar la consulta.',
  nipWrong: 'El NIP no es correcto. Revisa el SMS que te enviamos.',
  nipExpired: 'El NIP venció o ya no es válido. Solicita uno nuevo.',
  nipFirst: 'Primero autoriza la consulta de tu historial crediticio para recibir tu NIP.',
  contract: 'Debes aceptar el contrato para enviar tu solicitud.',
  contractVersion: 'El contrato cambió: vuelve a abrirlo y léelo antes de firmar.',
  signature: 'Escribe tu nombre completo como firma, igual que en tu solicitud.',
  previousSteps: 'Completa los pasos anteriores antes de continuar.',
  wrongAction: 'La acción no corresponde a este paso.',
  alreadyHasCredit: 'Ya cuentas con una línea CrediPrice.',
  alreadySubmitted: 'Tu solicitud ya fue enviada y está en revisión.',
  sent: 'Recibimos tu solicitud. Acude a tu tienda Price Shoes con tus documentos originales para concluirla.',
} as const;

/** Upload limit (spec §9): 5 MB; the browser compresses to JPEG quality 0.6 before sending. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_QUALITY = 0.6;

// ---- RFC -----------------------------------------------------------------------------------------------

const RFC_CHARS = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
const RFC_PATTERN = /^([A-ZÑ&]{4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([A\d])$/;

/** The SAT check digit of a 13-character RFC (persona física): weights 13..2 over the first 12 characters, mod 11. */
export function rfcCheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += RFC_CHARS.indexOf(first12[i]!) * (13 - i);
  const r = 11 - (sum % 11);
  return r === 11 ? '0' : r === 10 ? 'A' : String(r);
}

/** An RFC of a person: 4 letters, a real date, a 2-character homoclave and a correct check digit. */
export function isValidRfc(rfc: string): boolean {
  const m = RFC_PATTERN.exec(rfc);
  if (!m) return false;
  const [, , yy, mm, dd] = m;
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(2000 + Number(yy), month, 0)).getUTCDate())
    return false;
  return rfcCheckDigit(rfc.slice(0, 12)) === rfc[12];
}

// ---- the steps -----------------------------------------------------------------------------------------

const required = (max = 100) =>
  z.string({ error: applicationMessages.required }).trim().min(1, applicationMessages.required).max(max);
const isoDate = z
  .string({ error: applicationMessages.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, applicationMessages.dateInvalid)
  .refine(isCalendarDay, applicationMessages.dateInvalid);
const pesosText = z
  .string({ error: applicationMessages.amountInvalid })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, applicationMessages.amountInvalid)
  .refine((v) => Number(v) > 0, applicationMessages.amountInvalid);
/** A whole number typed in a field: an empty field is missing, not 0. */
const count = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: applicationMessages.required })
      .int(applicationMessages.required)
      .min(0, applicationMessages.required)
      .max(max, applicationMessages.required),
  );
const landline = z
  .string({ error: applicationMessages.landlineInvalid })
  .trim()
  .regex(/^\d{10}$/, applicationMessages.landlineInvalid);

export const generalInfoStep = z
  .object({
    nombre: personName(),
    apellido_paterno: personName(messages.names.lastnameRequired),
    apellido_materno: personName()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    fecha_nacimiento: isoDate,
    rfc: z
      .string({ error: applicationMessages.rfcInvalid })
      .trim()
      .toUpperCase()
      .refine(isValidRfc, applicationMessages.rfcInvalid),
    celular: mobilePhone,
    correo: email,
    estado_civil: z.enum(['Soltera(o)', 'Casada(o)', 'Unión libre', 'Divorciada(o)', 'Viuda(o)'], {
      error: applicationMessages.required,
    }),
    dependientes: count(20),
  })
  .superRefine((v, ctx) => {
    if (v.rfc.slice(4, 10) !== v.fecha_nacimiento.slice(2).replaceAll('-', ''))
      ctx.addIssue({ code: 'custom', path: ['rfc'], message: applicationMessages.rfcDate });
  });

export const addressStep = z.object({
  calle: required(100),
  numero_exterior: required(6),
  numero_interior: z.string().trim().max(5).optional(),
  codigo_postal: z
    .string({ error: applicationMessages.zipInvalid })
    .trim()
    .regex(/^\d{5}$/, applicationMessages.zipInvalid),
  colonia: required(100),
  municipio: required(50),
  estado: required(50),
  anios_residencia: count(99),
  tipo_vivienda: z.enum(['Propia', 'Rentada', 'Familiar', 'Hipotecada'], { error: applicationMessages.required }),
});

export const employmentStep = z.object({
  ocupacion: z.enum(['Empleada(o)', 'Negocio propio', 'Hogar', 'Pensionada(o)', 'Otra'], {
    error: applicationMessages.required,
  }),
  empresa: required(100),
  telefono_empresa: landline,
  antiguedad_anios: count(60),
  ingreso_mensual: pesosText,
});

const reference = z.object({ nombre: required(60), parentesco: required(30), telefono: mobilePhone });
export const referencesStep = z.object({ referencias: z.array(reference).length(2, applicationMessages.required) });

/** A data URL of an image: the browser's compressed JPEG (or a PNG/WEBP), at most 5 MB decoded. */
export const imageUpload = z
  .string({ error: applicationMessages.required })
  .min(1, applicationMessages.required)
  .superRefine((v, ctx) => {
    const m = /^data:(image\/(?:jpeg|png|webp));base64,([A-Za-z0-9+/]+={0,2})$/.exec(v);
    if (!m) return ctx.addIssue({ code: 'custom', message: applicationMessages.fileNotImage });
    const bytes = Math.floor((m[2]!.length * 3) / 4) - (m[2]!.endsWith('==') ? 2 : m[2]!.endsWith('=') ? 1 : 0);
    if (bytes > MAX_UPLOAD_BYTES) ctx.addIssue({ code: 'custom', message: applicationMessages.fileTooLarge });
  });
export const documentsStep = z.object({
  identificacion_frente: imageUpload,
  identificacion_reverso: imageUpload,
  comprobante_domicilio: imageUpload,
});

export const creditInfoStep = z.object({
  tiene_tarjeta_credito: z.boolean({ error: applicationMessages.required }),
  tiene_credito_hipotecario: z.boolean({ error: applicationMessages.required }),
  tiene_credito_automotriz: z.boolean({ error: applicationMessages.required }),
  autoriza_consulta: z.literal(true, { error: applicationMessages.authorize }),
});

/** Step 6, second call ('nip historial crediticio'): the NIP sent by SMS that authorises the bureau query. */
export const NIP_LENGTH = 6;
export const nipStep = z.object({
  nip: z
    .string({ error: applicationMessages.nipInvalid })
    .trim()
    .regex(/^\d{6}$/, applicationMessages.nipInvalid),
});

export const contractStep = z.object({
  acepta_contrato: z.literal(true, { error: applicationMessages.contract }),
  /** Which contract text she accepted (decision 0733): only the current one can be signed. */
  contrato_version: z.literal(CREDIT_CONTRACT_VERSION, { error: applicationMessages.contractVersion }),
  firma: required(100),
});

export const applicationStepSchemas = {
  1: generalInfoStep,
  2: addressStep,
  3: employmentStep,
  4: referencesStep,
  5: documentsStep,
  6: creditInfoStep,
  7: contractStep,
} as const;
export type StepNumber = keyof typeof applicationStepSchemas;

export interface StepCheck {
  ok: boolean;
  /** The step's data as the schema reads it (trimmed, RFC in capitals, numbers as numbers); only when ok. */
  data?: Record<string, unknown>;
  /** 0 when valid; 102 for the RFC, 101 for a phone, 200 for anything else. */
  codigo: number;
  errors: { path: string; message: string }[];
}

/** Validates one step's data; the code tells the RFC and phone errors apart (§4). */
export function checkApplicationStep(
  paso: StepNumber,
  datos: unknown,
  context: { applicantPhone?: string | undefined; fullName?: string | undefined; accion?: StepKey | undefined } = {},
): StepCheck {
  const schema = paso === 6 && context.accion === 'nip historial crediticio' ? nipStep : applicationStepSchemas[paso];
  const result = schema.safeParse(datos);
  const errors = result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  if (result.success && paso === 4) {
    const phones = (result.data as z.infer<typeof referencesStep>).referencias.map((r) => r.telefono);
    if (new Set(phones).size < 2 || (context.applicantPhone && phones.includes(context.applicantPhone))) {
      errors.push({ path: 'referencias', message: applicationMessages.referencePhonesDistinct });
    }
  }
  if (result.success && paso === 7 && context.fullName) {
    const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
    if (norm((result.data as z.infer<typeof contractStep>).firma) !== norm(context.fullName))
      errors.push({ path: 'firma', message: applicationMessages.signature });
  }
  if (errors.length === 0) return { ok: true, codigo: 0, errors, data: result.data };
  const codigo = errors.some((e) => e.path === 'rfc')
    ? APPLICATION_ERROR_CODES.invalidRfc
    : errors.some((e) => /(^|\.)(celular|telefono)$/.test(e.path))
      ? APPLICATION_ERROR_CODES.invalidPhone
      : APPLICATION_ERROR_CODES.validation;
  return { ok: false, codigo, errors };
}

export const applicationBody = z.object({
  id_socio: z.string().trim().min(1).max(20),
  accion: z.enum(STEP_KEYS, { error: applicationMessages.wrongAction }),
  paso: z.coerce.number().int().min(1).max(7) as unknown as z.ZodType<StepNumber>,
  datos: z.record(z.string(), z.unknown()),
});
export type ApplicationBody = z.infer<typeof applicationBody>;

export const applicationStepResponse = z.object({
  response: z.object({
    codigo: z.number().int(),
    paso: z.number().int(),
    siguiente: z.number().int().nullable(),
    mensaje: z.string(),
  }),
});
export const applicationErrorBody = z.object({
  message: z.string(),
  /** 200, 102 or 101 when a step was checked; absent when the request itself was malformed (bad JSON, too large). */
  codigo: z.number().int().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export const applicationStatusResponse = z.object({
  pasos_completos: z.array(z.number().int()),
  enviada: z.boolean(),
});
export type ApplicationStatusResponse = z.infer<typeof applicationStatusResponse>;
