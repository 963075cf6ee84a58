import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '@shop/domain/clock';
import type { Db } from '@shop/db/client';
import { creditStatus } from '@shop/domain/credit';
import {
  APPLICATION_ERROR_CODES,
  APPLICATION_STEPS,
  applicationMessages,
  checkApplicationStep,
  type ApplicationBody,
} from '@shop/contracts/credit-application';
import { ELIGIBILITY_CODES } from '@shop/contracts/credit';
import type { SmsSender } from '../../lib/messaging';
import {
  findApplication,
  findLine,
  insertApplication,
  markApplicationSubmitted,
  replaceApplicationDocuments,
  setLineStatus,
  updateApplicationSteps,
} from './repository';

/** The bureau NIP sent by SMS lasts 10 minutes and allows 5 attempts. */
export const NIP_TTL_MS = 10 * 60 * 1000;
export const NIP_ATTEMPTS = 5;
const PENDING = 'consulta_pendiente';
const sha256 = (text: string) => createHash('sha256').update(text).digest();

interface PendingQuery {
  respuestas: Record<string, unknown>;
  nip_sha256: string;
  vence: string;
  intentos: number;
}

type StepResult =
  | { ok: true; response: { codigo: number; paso: number; siguiente: number | null; mensaje: string } }
  | {
      ok: false;
      status: 400 | 409;
      body: { message: string; codigo: number; errors?: { path: string; message: string }[] };
    };

const fail = (status: 400 | 409, message: string, errors?: { path: string; message: string }[]): StepResult => ({
  ok: false,
  status,
  body: { message, codigo: APPLICATION_ERROR_CODES.validation, ...(errors ? { errors } : {}) },
});

/** The seven-step application, validated step by step with the form's own rules (contracts). */
export function createApplicationService(deps: {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  /** Told each NIP that went out, for the operator's metrics. */
  onCodeSent?: (() => void) | undefined;
}) {
  const { db, clock, sms } = deps;
  /**
   * Step 6 in two calls: 'consulta historial crediticio' keeps the answers and sends a NIP by SMS to the
   * applicant's mobile; 'nip historial crediticio' checks it (10 minutes, 5 attempts) and completes the step.
   * Only a hash of the NIP is kept.
   */
  async function bureauStep(
    customerId: number,
    applicationId: number,
    saved: Record<string, unknown>,
    accion: string,
    datos: Record<string, unknown>,
    phone: string,
    now: Date,
  ): Promise<StepResult> {
    const save = (steps: Record<string, unknown>) => updateApplicationSteps(db, customerId, applicationId, steps, now);
    if (accion !== 'nip historial crediticio') {
      const nip = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const pending: PendingQuery = {
        respuestas: datos,
        nip_sha256: sha256(nip).toString('hex'),
        vence: new Date(now.getTime() + NIP_TTL_MS).toISOString(),
        intentos: 0,
      };
      await save({ ...saved, [PENDING]: pending });
      await sms.send({
        to: phone,
        body: `Price Shoes: tu NIP para autorizar la consulta de tu historial crediticio es ${nip}. Vence en 10 minutos.`,
      });
      deps.onCodeSent?.();
      return { ok: true, response: { codigo: 0, paso: 6, siguiente: 6, mensaje: applicationMessages.nipSent } };
    }
    const pending = saved[PENDING] as PendingQuery | undefined;
    if (!pending) return fail(400, applicationMessages.nipFirst);
    if (new Date(pending.vence) <= now || pending.intentos >= NIP_ATTEMPTS)
      return fail(400, applicationMessages.nipExpired, [{ path: 'nip', message: applicationMessages.nipExpired }]);
    if (!timingSafeEqual(sha256(String(datos.nip)), Buffer.from(pending.nip_sha256, 'hex'))) {
      await save({ ...saved, [PENDING]: { ...pending, intentos: pending.intentos + 1 } });
      return fail(400, applicationMessages.nipWrong, [{ path: 'nip', message: applicationMessages.nipWrong }]);
    }
    const { [PENDING]: _done, ...rest } = saved;
    await save({ ...rest, 6: { ...pending.respuestas, consulta_autorizada_en: now.toISOString() } });
    return {
      ok: true,
      response: { codigo: 0, paso: 6, siguiente: 7, mensaje: `${APPLICATION_STEPS[5].titulo}: autorizada` },
    };
  }

  return {
    async status(customerId: number) {
      const app = await findApplication(db, customerId);
      const steps = app?.steps ?? {};
      const done = Object.keys(steps).filter((k) => /^\d$/.test(k));
      return { pasos_completos: done.map(Number).sort((a, b) => a - b), enviada: Boolean(app?.submittedAt) };
    },

    async saveStep(customerId: number, body: ApplicationBody): Promise<StepResult> {
      const paso = body.paso;
      const step = APPLICATION_STEPS[paso - 1]!;
      const allowed: string[] = paso === 6 ? [step.accion, 'nip historial crediticio'] : [step.accion, 'guardar'];
      if (!allowed.includes(body.accion))
        return fail(400, applicationMessages.wrongAction, [
          { path: 'accion', message: applicationMessages.wrongAction },
        ]);

      const line = await findLine(db, customerId);
      if (line && creditStatus(line.statusCode) === 'WITH_CREDIT')
        return fail(409, applicationMessages.alreadyHasCredit);
      const app = await findApplication(db, customerId);
      if (app?.submittedAt) return fail(409, applicationMessages.alreadySubmitted);
      const saved = (app?.steps ?? {}) as Record<string, Record<string, unknown>>;
      for (let p = 1; p < paso; p++) if (!saved[p]) return fail(400, applicationMessages.previousSteps);

      const general = saved[1] as
        { nombre?: string; apellido_paterno?: string; apellido_materno?: string; celular?: string } | undefined;
      const check = checkApplicationStep(paso, body.datos, {
        applicantPhone: general?.celular,
        fullName: general
          ? [general.nombre, general.apellido_paterno, general.apellido_materno].filter(Boolean).join(' ')
          : undefined,
        accion: body.accion,
      });
      if (!check.ok)
        return {
          ok: false,
          status: 400,
          body: { message: check.errors[0]!.message, codigo: check.codigo, errors: check.errors },
        };

      const now = clock.now();
      if (paso === 6) return bureauStep(customerId, app!.id, saved, body.accion, check.data!, general!.celular!, now);

      await db.transaction(async (tx) => {
        // Documents go to their own table.
        const stored = paso === 5 ? { documentos: Object.keys(check.data!) } : check.data!;
        const nextSteps = { ...saved, [paso]: stored };
        const row = app
          ? await updateApplicationSteps(tx, customerId, app.id, nextSteps, now)
          : await insertApplication(tx, customerId, nextSteps, now);
        if (paso === 5) {
          await replaceApplicationDocuments(
            tx,
            row!.id,
            (['identificacion_frente', 'identificacion_reverso', 'comprobante_domicilio'] as const).map((kind) => {
              const [, contentType, data] = /^data:([^;]+);base64,(.*)$/.exec(String(body.datos[kind]))!;
              return {
                kind,
                contentType: contentType!,
                dataBase64: data!,
                sizeBytes: Buffer.from(data!, 'base64').length,
                uploadedAt: now,
              };
            }),
          );
        }
        if (paso === 7) {
          await markApplicationSubmitted(tx, customerId, row!.id, now);
          await setLineStatus(tx, customerId, ELIGIBILITY_CODES.underRevision);
        }
      });
      return {
        ok: true,
        response: {
          codigo: 0,
          paso,
          siguiente: paso < 7 ? paso + 1 : null,
          mensaje: paso === 7 ? applicationMessages.sent : `${step.titulo}: guardado`,
        },
      };
    },
  };
}
export type ApplicationService = ReturnType<typeof createApplicationService>;
